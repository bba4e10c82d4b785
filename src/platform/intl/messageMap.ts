import type { MessageDescriptor } from 'react-intl';

/**
 * A `defineMessages({...})` result as plain descriptors, so `formatMessage` takes values for them.
 * Write `messageMap(defineMessages({...}))`: babel-plugin-formatjs compiles the defaults of what
 * `defineMessages` is given (the production catalogue then leaves those messages out), which it
 * does not for a bare object of descriptors; react-intl's typed result, though, refuses values
 * for a message whose placeholders it cannot see.
 */
export const messageMap = <T extends object>(messages: T) =>
  messages as { readonly [K in keyof T]: MessageDescriptor };
