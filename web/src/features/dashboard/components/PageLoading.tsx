import { useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { signedInAreaOf } from '../../../lib/signed-in-area';
import { SignedInFrame } from './SignedInFrame';

/**
 * What a page shows while its account or code loads (spec 2.1): a dashboard its frame, the one its
 * server-rendered HTML painted; any other page a spinner.
 */
export function PageLoading() {
  const area = signedInAreaOf(useLocation().pathname);
  return area ? <SignedInFrame area={area} /> : <PageSpinner />;
}
