import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/api-error';

/** Client errors are answers, not hiccups: only network trouble and 5xx are retried (twice). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
