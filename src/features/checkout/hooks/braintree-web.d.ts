/** The small part of braintree-web (which ships no types) the card form uses. */
declare module 'braintree-web' {
  interface BraintreeClient {
    teardown(): Promise<void>;
  }
  interface HostedFieldsInstance {
    tokenize(): Promise<{ nonce: string }>;
    teardown(): Promise<void>;
  }
  interface HostedFieldOptions {
    selector: string;
    placeholder?: string;
  }
  export const client: { create(options: { authorization: string }): Promise<BraintreeClient> };
  export const hostedFields: {
    create(options: {
      client: BraintreeClient;
      styles?: Record<string, Record<string, string>>;
      fields: { number: HostedFieldOptions; cvv: HostedFieldOptions; expirationDate: HostedFieldOptions };
    }): Promise<HostedFieldsInstance>;
  };
}
