/** CMS pages and blocks, the contact form and the newsletter: the content the storefront renders. */
import { GET_CMS_BLOCKS } from '../../src/features/content/graphql/cmsBlocks';
import { GET_CMS_PAGE } from '../../src/features/content/graphql/cmsPage';
import { GET_SHELL_CMS_BLOCK } from '../../src/features/shell/graphql/cmsBlock';
import { data, equal, graphqlError, shape } from '../check';
import { send } from '../documents';
import type { ContractCase } from '../suite';

const PAGE = 'app/code/Magento/CmsGraphQl/Model/Resolver/Page.php';
const BLOCKS = 'app/code/Magento/CmsGraphQl/Model/Resolver/Blocks.php';
const BLOCK_TEST = 'dev/tests/api-functional/testsuite/Magento/GraphQl/Cms/CmsBlockTest.php';

export const contentCases: ContractCase[] = [
  {
    id: 'cms.page',
    title: 'cmsPage of the home page answers its title and content',
    source: [PAGE, 'dev/tests/api-functional/testsuite/Magento/GraphQl/Cms/CmsPageTest.php'],
    async run({ client, fixtures }) {
      const { cms_home_page } = await fixtures.store();
      const page = data<{ cmsPage: Record<string, unknown> }>(
        await send(client, GET_CMS_PAGE, { identifier: cms_home_page }),
      ).cmsPage;
      shape(page, { identifier: 'string', title: 'string', content: 'string' }, 'cmsPage');
      equal(page.identifier, cms_home_page, 'identifier');
    },
  },
  {
    id: 'cms.page.unknown',
    title:
      'cmsPage of an unknown identifier: "CMS Page with identifier \\"x\\" does not exist." (no-such-entity)',
    source: [PAGE, 'app/code/Magento/Cms/Model/GetPageByIdentifier.php'],
    async run({ client }) {
      const identifier = `no-such-page-${Date.now()}`;
      const answer = await send(client, GET_CMS_PAGE, { identifier });
      graphqlError(answer, {
        message: `CMS Page with identifier "${identifier}" does not exist.`,
        category: 'graphql-no-such-entity',
        hasPath: true,
      });
      equal(answer.body.data, { cmsPage: null }, 'data');
    },
  },
  {
    id: 'cms.blocks.known',
    title: 'cmsBlocks of a known identifier (--block ID, else header-info-bar) answers its content',
    source: [BLOCKS, BLOCK_TEST],
    async run({ client, fixtures }) {
      const block = await fixtures.cmsBlock();
      const answer = await send(client, GET_CMS_BLOCKS, { identifiers: [block] });
      const items = data<{ cmsBlocks: { items: Array<{ identifier: string; content: string }> } }>(answer)
        .cmsBlocks.items;
      equal(
        items.map((item) => item.identifier),
        [block],
        'identifiers',
      );
    },
  },
  {
    id: 'cms.blocks.shell',
    title:
      "cmsBlocks of one identifier, as the info bar and footer ask it: that block's identifier and content",
    source: [BLOCKS, BLOCK_TEST],
    async run({ client, fixtures }) {
      const block = await fixtures.cmsBlock();
      const items = data<{ cmsBlocks: { items: Array<Record<string, unknown>> } }>(
        await send(client, GET_SHELL_CMS_BLOCK, { identifier: block }),
      ).cmsBlocks.items;
      equal(items.length, 1, 'items');
      shape(items[0], { identifier: 'string', content: 'string' }, 'cmsBlocks.items[0]');
      equal(items[0]!.identifier, block, 'identifier');
    },
  },
  {
    id: 'cms.blocks.unknown',
    title:
      'cmsBlocks of an unknown identifier: items [null] and "The CMS block with the \\"x\\" ID doesn\'t exist."',
    source: [BLOCKS, BLOCK_TEST],
    async run({ client }) {
      const identifier = `no-such-block-${Date.now()}`;
      const answer = await send(client, GET_CMS_BLOCKS, { identifiers: [identifier] });
      graphqlError(answer, {
        message: `The CMS block with the "${identifier}" ID doesn't exist.`,
        category: 'graphql-no-such-entity',
      });
      equal(answer.body.errors?.[0]?.path, ['cmsBlocks', 'items', 0], 'error path');
      equal(answer.body.data, { cmsBlocks: { items: [null] } }, 'data');
    },
  },
  {
    id: 'cms.blocks.mixed',
    title: 'cmsBlocks of a known and an unknown identifier: the known one, then null, one error',
    source: [BLOCKS, BLOCK_TEST],
    async run({ client, fixtures }) {
      const block = await fixtures.cmsBlock();
      const identifier = `no-such-block-${Date.now()}`;
      const answer = await send(client, GET_CMS_BLOCKS, { identifiers: [block, identifier] });
      const items = (
        answer.body.data as { cmsBlocks: { items: Array<{ identifier: string } | null> } } | undefined
      )?.cmsBlocks.items;
      equal(
        items?.map((item) => item?.identifier ?? null),
        [block, null],
        'items',
      );
      equal(answer.body.errors?.length, 1, 'number of errors');
      equal(answer.body.errors?.[0]?.path, ['cmsBlocks', 'items', 1], 'error path');
    },
  },
  {
    id: 'cms.blocks.none',
    title: 'cmsBlocks of no identifiers: "\\"identifiers\\" of CMS blocks should be specified"',
    source: [BLOCKS],
    async run({ client }) {
      const answer = await send(client, GET_CMS_BLOCKS, { identifiers: [] });
      graphqlError(answer, {
        message: '"identifiers" of CMS blocks should be specified',
        category: 'graphql-input',
      });
      equal(answer.body.data, { cmsBlocks: null }, 'data');
    },
  },
];
