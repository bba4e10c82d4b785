import { FormattedMessage } from 'react-intl';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import { useCmsPage } from '../hooks/useCmsPage';
import { useContactPage } from '../hooks/useContactPage';
import CmsPage from './CmsPage';
import CmsPageBody from './CmsPageBody';
import ContactForm from './ContactForm';
import * as styles from './CmsPage.module.css';

/** The CMS page's `contact-us` identifier: the simple contact page. */
const CONTACT_PAGE_IDENTIFIER = 'contact-us';

function ContactPageWithForm() {
  const page = useCmsPage(CONTACT_PAGE_IDENTIFIER);
  return (
    <main className={styles.root}>
      {page.isLoading ? null : page.html || page.heading ? (
        <CmsPageBody page={page} />
      ) : (
        <h1 className={styles.heading}>
          <FormattedMessage id="content.contactPage.heading" defaultMessage="Contact Us" />
        </h1>
      )}
      <ContactForm />
    </main>
  );
}

/**
 * /contact-us (spec 2, "two entries"): while the store config loads, the loading indicator; when
 * the store enables the contact form, the contact page's content with the form; otherwise the
 * simple CMS page alone.
 */
export default function ContactPage() {
  const { isLoading, isEnabled } = useContactPage();
  if (isLoading) {
    return (
      <main className={styles.root}>
        <LoadingIndicator>
          <FormattedMessage id="app.loading" defaultMessage="Fetching Data..." />
        </LoadingIndicator>
      </main>
    );
  }
  return isEnabled ? <ContactPageWithForm /> : <CmsPage id={CONTACT_PAGE_IDENTIFIER} />;
}
