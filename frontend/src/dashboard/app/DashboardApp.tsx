// Wiring: the session gate, the screens by path, and the page title.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useI18n } from '../../lib/i18n';
import { setCsrfToken } from '../api/client';
import { canEditContent, canReviewContent } from '../api/choices';
import { useMe } from '../api/queries';
import type { SubmissionKind } from '../api/wire';
import { Frame } from './Frame';
import { navigate, useLocation } from './router';
import LoginScreen from '../screens/LoginScreen';
import InboxScreen from '../screens/InboxScreen';
import TriageScreen from '../screens/TriageScreen';

// The overview carries the chart library, audit and users are for admins: each loads when opened. So
// does a submission's detail (its workflow dialogs and a booking's reminders), kept out of the JS every
// screen loads first (the dashboard's 150 KB budget counts that JS plus the heaviest screen's).
const DetailScreen = lazy(() => import('../screens/DetailScreen'));
const OverviewScreen = lazy(() => import('../screens/OverviewScreen'));
const AuditScreen = lazy(() => import('../screens/AuditScreen'));
const AccessReportScreen = lazy(() => import('../screens/AccessReportScreen'));
const UsersScreen = lazy(() => import('../screens/UsersScreen'));
const CalendarScreen = lazy(() => import('../screens/CalendarScreen'));
const ClosuresScreen = lazy(() => import('../screens/ClosuresScreen'));
const ErasureScreen = lazy(() => import('../screens/ErasureScreen'));
const WaitlistScreen = lazy(() => import('../screens/WaitlistScreen'));
const FrontDeskScreen = lazy(() => import('../screens/FrontDeskScreen'));
// A booking's printable chart summary (its own print stylesheet in dashboard.css).
const ChartScreen = lazy(() => import('../screens/ChartScreen'));
// The site's content: its editors, reviewers and admins only (issue 27).
const ContentListScreen = lazy(() => import('../screens/content/ContentListScreen'));
const ContentEditorScreen = lazy(() => import('../screens/content/ContentEditorScreen'));
// The published site's versions and an admin's rollback: reviewers and admins.
const SiteVersionsScreen = lazy(() => import('../screens/content/SiteVersionsScreen'));

const DETAIL: Record<string, SubmissionKind> = { bookings: 'booking', inquiries: 'inquiry', assessments: 'assessment' };

function Loading() {
  const { t } = useI18n();
  return <p role="status" className="p-8 text-slate-700">{t('dash-loading')}</p>;
}

function screenFor(path: string): { Screen: ComponentType<{ kind: SubmissionKind; id: string }>; kind: SubmissionKind; id: string; title: string } | null {
  const [, first = '', second, third] = path.split('/');
  const kind = DETAIL[first];
  if (kind === 'booking' && second && third === 'chart') return { Screen: ChartRoute, kind, id: decodeURIComponent(second), title: 'dash-chart-title' };
  if (kind && second) return { Screen: DetailScreen, kind, id: decodeURIComponent(second), title: `dash-detail-title-${kind}` };
  return null;
}

function ChartRoute({ id }: { kind: SubmissionKind; id: string }) {
  return <ChartScreen code={id} />;
}

export function DashboardApp() {
  const { t } = useI18n();
  const { path, search } = useLocation();
  const onLogin = path === '/login';
  const me = useMe(!onLogin);

  useEffect(() => {
    if (me.data) setCsrfToken(me.data.csrfToken);
  }, [me.data]);
  useEffect(() => {
    if (!onLogin && me.isError) navigate('/login', { replace: true });
  }, [onLogin, me.isError, me.data]);

  const detail = screenFor(path);
  const titleKey = onLogin ? 'dash-login-title' : detail ? detail.title : `dash-nav-${{ '/': 'overview', '/inbox': 'inbox', '/triage': 'triage', '/audit': 'audit', '/access-report': 'access-report', '/users': 'users', '/calendar': 'calendar', '/closures': 'closures', '/erasure': 'erasure', '/waitlist': 'waitlist', '/front-desk': 'front-desk', '/content': 'content', '/content/edit': 'content', '/site-versions': 'site-versions' }[path] ?? 'overview'}`;
  useEffect(() => {
    document.title = `${t(titleKey)} · ${t('dash-title')}`;
  }, [t, titleKey]);

  if (onLogin) return <LoginScreen />;
  if (!me.data) return <Loading />;
  const user = me.data.user;
  const admin = user.role === 'admin';
  const content = canEditContent(user);
  const reviewer = canReviewContent(user);
  let body;
  if (detail) body = <detail.Screen key={`${detail.kind}/${detail.id}/${detail.title}`} kind={detail.kind} id={detail.id} />;
  else if (path === '/inbox') body = <InboxScreen />;
  else if (path === '/triage') body = <TriageScreen />;
  else if (path === '/audit' && admin) body = <AuditScreen />;
  else if (path === '/access-report' && admin) body = <AccessReportScreen />;
  else if (path === '/users' && admin) body = <UsersScreen />;
  else if (path === '/calendar') body = <CalendarScreen />;
  else if (path === '/closures') body = <ClosuresScreen />;
  else if (path === '/erasure' && admin) body = <ErasureScreen />;
  else if (path === '/waitlist') body = <WaitlistScreen />;
  else if (path === '/front-desk') body = <FrontDeskScreen />;
  else if (path === '/content' && content) body = <ContentListScreen />;
  else if (path === '/content/edit' && content) body = <ContentEditorScreen key={search.get('path') ?? ''} path={search.get('path') ?? ''} />;
  else if (path === '/site-versions' && reviewer) body = <SiteVersionsScreen />;
  else if (path === '/') body = <OverviewScreen />;
  else body = <p>{t('dash-not-found')}</p>;
  return (
    <Frame user={user}>
      <Suspense fallback={<Loading />}>{body}</Suspense>
    </Frame>
  );
}
