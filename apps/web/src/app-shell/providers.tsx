'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import { type ReactNode, useEffect } from 'react';
import { useSelectionStore } from '@/features/betslip/selection-store';
import { configureBrowserApi } from '@/shared/api/client';
import { getQueryClient } from '@/shared/api/query-client';
import { RuntimeConfigProvider } from '@/shared/config/context';
import type { RuntimeConfig } from '@/shared/config/runtime';

export function Providers({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  configureBrowserApi(config);
  const queryClient = getQueryClient();
  useEffect(() => {
    // The slip lives in sessionStorage; read it after hydration so server and client HTML agree.
    void useSelectionStore.persist.rehydrate();
  }, []);
  return (
    <RuntimeConfigProvider value={config}>
      <ThemeProvider
        attribute="class"
        defaultTheme="system"
        enableSystem
        disableTransitionOnChange
        storageKey="theme"
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </RuntimeConfigProvider>
  );
}
