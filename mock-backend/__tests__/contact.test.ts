/** @jest-environment node */
import { gql } from '../../test/backend';
import { createState, resetState } from '../state';

const CONTACT_US = `mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }`;

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', comment: 'Which stylus fits my Cruiser?' };

describe('contactUs', () => {
  beforeEach(() => resetState());

  it('keeps a valid message, trimmed, and answers status true', async () => {
    const state = resetState();
    const { body } = await gql(CONTACT_US, {
      variables: { input: { ...valid, name: '  Ada Lovelace ', telephone: ' 503 555 0100 ' } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ contactUs: { status: true } });
    expect(state.contact.messages).toEqual([
      expect.objectContaining({ ...valid, telephone: '503 555 0100', store_code: 'radio_store_view' }),
    ]);
  });

  it.each([
    [{ email: 'not-an-email' }, 'The email address is invalid. Verify the email address and try again.'],
    [{ email: '   ' }, 'The email address is invalid. Verify the email address and try again.'],
    [{ name: '   ' }, 'Name field is required.'],
    [{ comment: '' }, 'Comment field is required.'],
    // Magento checks the email first.
    [{ email: 'nope', name: '' }, 'The email address is invalid. Verify the email address and try again.'],
  ])('refuses %j with Magento’s message', async (change, message) => {
    const state = resetState();
    const { body } = await gql(CONTACT_US, { variables: { input: { ...valid, ...change } } });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    expect(state.contact.messages).toEqual([]);
  });

  it('is unavailable when the store turns the contact form off', async () => {
    const state = createState();
    state.store.storeViews[0]!.contact_enabled = false;
    resetState(state);
    const { body } = await gql(CONTACT_US, { variables: { input: valid } });
    expect(body.errors?.[0]?.message).toBe('The contact form is unavailable.');
  });

  it('needs the required input fields (schema)', async () => {
    const { body } = await gql('mutation { contactUs(input: { name: "A", email: "a@b.co" }) { status } }');
    expect(body.errors?.[0]?.message).toMatch(/comment/);
  });
});

describe('dynamicBlocks', () => {
  it('answers the blocks asked for by uid with their content rendered', async () => {
    const { body } = await gql(
      '{ dynamicBlocks(input: { type: SPECIFIED, dynamic_block_uids: ["MQ=="] }) { total_count items { uid content { html } } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.dynamicBlocks.total_count).toBe(1);
    expect(body.data.dynamicBlocks.items[0].uid).toBe('MQ==');
    expect(body.data.dynamicBlocks.items[0].content.html).toContain('data-content-type="banner"');
    expect(body.data.dynamicBlocks.items[0].content.html).not.toContain('{{media');
  });

  it('renders the rotator widget in page content with the uids to ask for', async () => {
    const { body } = await gql('{ cmsPage(identifier: "thank-you") { content } }');
    expect(body.data.cmsPage.content).toMatch(
      /data-content-type="dynamic_block"[^>]*>\s*<div class="widget block block-banners"[^>]*data-uids="MQ=="/,
    );
  });

  it('refuses a malformed uid', async () => {
    const { body } = await gql(
      '{ dynamicBlocks(input: { type: SPECIFIED, dynamic_block_uids: ["%%"] }) { total_count } }',
    );
    expect(body.errors?.[0]?.message).toBe('Value of uid "%%" is incorrect.');
  });
});
