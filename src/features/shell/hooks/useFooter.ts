/**
 * The footer (spec 2, "Footer"): link columns from the 'footer-links' CMS block that collapse
 * into disclosure buttons below 768px (spec 9: "footer collapse below 767px"), the social links
 * from 'footer-social', the store config's copyright line, the policy links, and whether the
 * newsletter sign-up shows (store config newsletter_enabled).
 */
import { useQuery } from '@apollo/client/react';
import { LOW_PRIORITY } from '../../../platform/apollo/fetchPriority';
import { useCallback, useMemo, useState } from 'react';
import type { GetFooterConfigQuery } from '../../../__generated__/operations';
import { useAppSelector } from '../../../store/createAppStore';
import { GET_FOOTER_CONFIG } from '../graphql/footer';
import { parseLinkColumns, parseSocialLinks, type FooterColumn, type SocialLink } from './footerContent';
import { useCmsBlock } from './useCmsBlock';
import { useMediaQuery } from '../../../platform/browser/useMediaQuery';
import { media } from '../../../styles/breakpoints';

const FOOTER_LINKS_BLOCK = 'footer-links';
const FOOTER_SOCIAL_BLOCK = 'footer-social';
/** Below 768px the columns collapse (spec 9). */
const FOOTER_COMPACT_QUERY = media.below('md');

export interface Footer {
  columns: FooterColumn[];
  /** The links block when it holds no heading-led columns: shown as it is. */
  linksFallbackHtml: string | null;
  isCompact: boolean;
  isColumnOpen: (index: number) => boolean;
  handleToggleColumn: (index: number) => void;
  socialTitle: string | null;
  socialLinks: SocialLink[];
  copyright: string | null;
  isNewsletterEnabled: boolean;
  /** The account entry: Sign In for a guest, My Account when signed in (spec 6). */
  isSignedIn: boolean;
}

export function useFooter(): Footer {
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const { data } = useQuery<GetFooterConfigQuery>(GET_FOOTER_CONFIG, {
    fetchPolicy: 'cache-first',
    context: LOW_PRIORITY,
  });
  const linksBlock = useCmsBlock(FOOTER_LINKS_BLOCK, { lowPriority: true });
  const socialBlock = useCmsBlock(FOOTER_SOCIAL_BLOCK, { lowPriority: true });
  const columns = useMemo(
    () => (linksBlock.html ? parseLinkColumns(linksBlock.html) : []),
    [linksBlock.html],
  );
  const social = useMemo(
    () => (socialBlock.html ? parseSocialLinks(socialBlock.html) : { title: null, links: [] }),
    [socialBlock.html],
  );
  const isCompact = useMediaQuery(FOOTER_COMPACT_QUERY);
  const [openColumns, setOpenColumns] = useState<ReadonlySet<number>>(new Set());
  const isColumnOpen = useCallback(
    (index: number) => !isCompact || openColumns.has(index),
    [isCompact, openColumns],
  );
  const handleToggleColumn = useCallback(
    (index: number) =>
      setOpenColumns((open) => {
        const next = new Set(open);
        if (next.has(index)) next.delete(index);
        else next.add(index);
        return next;
      }),
    [],
  );
  return {
    columns,
    linksFallbackHtml: linksBlock.html && !columns.length ? linksBlock.html : null,
    isCompact,
    isColumnOpen,
    handleToggleColumn,
    socialTitle: social.title,
    socialLinks: social.links,
    copyright: data?.storeConfig?.copyright?.trim() || null,
    isNewsletterEnabled: Boolean(data?.storeConfig?.newsletter_enabled),
    isSignedIn,
  };
}
