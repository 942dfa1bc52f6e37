import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/Logo';
import type { SignedInArea } from '../../../lib/signed-in-area';
import { DEFAULT_ADMIN_TAB, type AdminTabId } from '../../admin/admin-tab-ids';
import { AdminTabHeading } from '../../admin/components/AdminTabHeading';
import { WelcomeBannerFrame } from '../../participant/components/WelcomeBannerLayout';
import classes from './SignedInFrame.module.css';

/**
 * What a dashboard shows until its account, code and first reads are there: the header bar, the
 * admin sidebar's place, the open admin tab's title and intro, placeholders, and the portal's
 * welcome banner with placeholders for the name and edition; none of it anyone's data. The gateway sends it as the
 * page's HTML (web/src/entry-server.tsx), so a phone paints it before the app's scripts arrive, and
 * the app shows the same while it loads, so nothing flashes between the two.
 */
export function SignedInFrame({ area, adminTab = DEFAULT_ADMIN_TAB }: { area: SignedInArea; adminTab?: AdminTabId }) {
  const { t } = useTranslation();
  const withSidebar = area === 'admin';
  return (
    <div role="status" aria-live="polite" aria-busy="true" aria-label={t('loading')}>
      <header className={classes.header}>
        <Logo size={40} />
        <span className={classes.appName}>{t('appName')}</span>
      </header>
      {withSidebar ? (
        <div className={classes.sidebar} aria-hidden>
          {[0, 1, 2, 3, 4, 5, 6, 7].map((item) => (
            <div key={item} className={`${classes.block} ${classes.navItem}`} />
          ))}
        </div>
      ) : null}
      <div className={`${classes.main} ${withSidebar ? classes.withSidebar : classes.centered}`} aria-hidden>
        {withSidebar ? <AdminTabHeading tab={adminTab} /> : <WelcomeBannerFrame />}
        <div className={`${classes.block} ${classes.card}`} />
        <div className={`${classes.block} ${classes.tall}`} />
      </div>
    </div>
  );
}
