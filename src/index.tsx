import { createRoot } from 'react-dom/client';
import App from './app/App';
import { createClient } from './platform/apollo/createClient';
import { loadMessages } from './platform/intl/loadMessages';

const DEFAULT_LOCALE = 'en-US';

async function start() {
  const messages = await loadMessages(DEFAULT_LOCALE);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(<App client={createClient()} locale={DEFAULT_LOCALE} messages={messages} />);
}

void start();
