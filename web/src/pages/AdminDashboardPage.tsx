import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AdminShell } from '../features/admin/components/AdminShell';

export function AdminDashboardPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('documentTitle.admin'));
  return <AdminShell />;
}
