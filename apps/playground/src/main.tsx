import '@elicit-kit/react/styles.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { PreviewPage } from './preview/PreviewPage.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Two pages, one bundle: the chat, and /preview (try your own request). */}
    {window.location.pathname.replace(/\/+$/, '') === '/preview' ? <PreviewPage /> : <App />}
  </StrictMode>,
);
