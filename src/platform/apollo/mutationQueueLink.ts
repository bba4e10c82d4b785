/**
 * The mutation queue (spec 4): data-changing requests run one at a time, in the order they were
 * made, each starting after the previous one finished or failed. Magento applies cart mutations
 * to the same quote, so two in flight at once can overwrite each other (an update computed from
 * a quantity the other is changing), and later answers must reflect earlier changes.
 *
 * - Queries are not queued: reads never wait behind writes.
 * - `context: { skipQueue: true }` sends a mutation at once, beside the queue (for mutations that
 *   touch nothing queued ones do, e.g. a newsletter subscription or a token revocation).
 * - A request unsubscribed (cancelled) while it waits is dropped from the queue and never sent;
 *   one cancelled while running is cancelled and the next one starts.
 * The queue belongs to one link instance, so to one client.
 */
import { OperationTypeNode } from 'graphql';
import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Send this mutation at once instead of after the mutations queued before it. */
    skipQueue?: boolean;
  }
}

interface QueuedRequest {
  start: () => void;
}

export class MutationQueueLink extends ApolloLink {
  private readonly waiting: QueuedRequest[] = [];
  private running: QueuedRequest | null = null;

  /** Mutations waiting for their turn (the running one excluded). */
  get size(): number {
    return this.waiting.length;
  }

  override request(
    operation: ApolloLink.Operation,
    forward: ApolloLink.ForwardFunction,
  ): Observable<ApolloLink.Result> {
    if (operation.operationType !== OperationTypeNode.MUTATION || operation.getContext().skipQueue) {
      return forward(operation);
    }
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let settled = false;
      const entry: QueuedRequest = {
        start: () => {
          const settle = (report: () => void) => {
            settled = true;
            report();
            this.finish(entry);
          };
          try {
            subscription = forward(operation).subscribe({
              next: (result) => observer.next(result),
              error: (error: unknown) => settle(() => observer.error(error)),
              complete: () => settle(() => observer.complete()),
            });
          } catch (error) {
            // A link below that throws instead of erroring must not stall the queue.
            settle(() => observer.error(error));
          }
        },
      };
      this.waiting.push(entry);
      this.startNext();
      return () => {
        const index = this.waiting.indexOf(entry);
        if (index !== -1) {
          this.waiting.splice(index, 1); // never sent
        } else if (!settled) {
          subscription?.unsubscribe();
          this.finish(entry);
        }
      };
    });
  }

  private finish(entry: QueuedRequest): void {
    if (this.running !== entry) return;
    this.running = null;
    this.startNext();
  }

  private startNext(): void {
    if (this.running) return;
    const next = this.waiting.shift();
    if (!next) return;
    this.running = next;
    next.start();
  }
}

export function createMutationQueueLink(): MutationQueueLink {
  return new MutationQueueLink();
}
