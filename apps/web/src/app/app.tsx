import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ConsentBanner } from '@/features/consent';
import { useSession } from '@/lib/auth';
import { AppUpdatePrompt } from '@/lib/pwa';
import { Providers } from './providers';
import { createRouter } from './router';

/** Beside every page: the cookie banner (SPEC §1) and the app-update prompt (SPEC §9), decision 020. */
function AppChrome() {
  const { config } = useSession();
  return (
    <>
      <ConsentBanner siteId={config?.consent?.siteId} />
      <AppUpdatePrompt />
    </>
  );
}

export function App() {
  const [router] = useState(createRouter);
  return (
    <Providers>
      <RouterProvider router={router} />
      <AppChrome />
    </Providers>
  );
}
