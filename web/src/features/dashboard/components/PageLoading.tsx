import { useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { signedInAreaOf } from '../../../lib/signed-in-area';
import { adminTabIdFromParam } from '../../admin/admin-tab-ids';
import { SignedInFrame } from './SignedInFrame';

/**
 * What a page shows while its account or code loads (spec 2.1): a dashboard its frame, the one its
 * server-rendered HTML painted (the admin dashboard's with the open tab's heading); any other page a spinner.
 */
export function PageLoading() {
  const { pathname, search } = useLocation();
  const area = signedInAreaOf(pathname);
  return area ? <SignedInFrame area={area} adminTab={adminTabIdFromParam(new URLSearchParams(search).get('tab'))} /> : <PageSpinner />;
}
