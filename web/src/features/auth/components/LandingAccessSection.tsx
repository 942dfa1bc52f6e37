import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { createQueryClient } from '../../../app/query-client';
import type { LandingSectionProps } from '../../landing/sections';
import { AccessSection } from './AccessSection';

/**
 * The landing page's access section. Inside the app it shares the app's query client; on the
 * landing page's own entry, which loads no query library for the rest of the page, the section
 * brings its own with its code (it is the page's one part that signs in and registers).
 */
export function LandingAccessSection(props: LandingSectionProps) {
  const appClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (appClient ? undefined : createQueryClient()));
  if (!ownClient) return <AccessSection {...props} />;
  return (
    <QueryClientProvider client={ownClient}>
      <AccessSection {...props} />
    </QueryClientProvider>
  );
}
