import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './app/global.css';
import '@/lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootSession } from './lib/auth';
import { installChunkReloadListener } from './lib/chunk-reload';

installChunkReloadListener();
// GET /api/config and the stored sign-in load while the first page renders.
void bootSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
