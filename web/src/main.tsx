import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'urql';
import { App } from './App';
import { newClient } from './shared/client';
import { FeedbackProvider } from './shared/feedback';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider value={newClient()}>
      <FeedbackProvider>
        <App />
      </FeedbackProvider>
    </Provider>
  </StrictMode>,
);
