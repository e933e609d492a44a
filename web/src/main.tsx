import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'urql';
import { App } from './App';
import { newClient } from './client';
import { FeedbackProvider } from './feedback';
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
