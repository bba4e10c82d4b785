import { isFailure, receiveAction, voidReceiveAction } from '../storeError';

describe('receive action helpers', () => {
  it('build { type, payload } or { type, error }', () => {
    expect(receiveAction('x/receive', { payload: 1 })).toEqual({ type: 'x/receive', payload: 1 });
    expect(receiveAction('x/receive', { error: 'bad' })).toEqual({
      type: 'x/receive',
      error: { message: 'bad' },
    });
    expect(voidReceiveAction('x/receive', {})).toEqual({ type: 'x/receive' });
    expect(voidReceiveAction('x/receive', { error: undefined })).toEqual({
      type: 'x/receive',
      error: { message: 'Unknown error' },
    });
  });

  it('tell a failure by the presence of error, even an undefined one', () => {
    expect(isFailure({ error: undefined })).toBe(true);
    expect(isFailure({ payload: undefined })).toBe(false);
  });
});
