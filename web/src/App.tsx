import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { CATEGORY_ROUTES } from '../../core/domain/catalog/categories';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/SimplePages';
import { RequireLogin } from './RequireLogin';
import { useStores, WithMemberCentre } from './stores/stores-context';
import { MaintenancePage, RegionBlockPage } from './system/SystemPages';

const CategoryPage = lazy(() => import('./pages/CategoryPage').then((m) => ({ default: m.CategoryPage })));
const SeamlessPage = lazy(() => import('./pages/SeamlessPage').then((m) => ({ default: m.SeamlessPage })));
const AccountGamesPage = lazy(() => import('./pages/AccountGamesPage').then((m) => ({ default: m.AccountGamesPage })));
const MemberPage = lazy(() => import('./pages/MemberPage').then((m) => ({ default: m.MemberPage })));
const AgentHomePage = lazy(() => import('./pages/AgentHomePage').then((m) => ({ default: m.AgentHomePage })));
const AgentLoginPage = lazy(() => import('./pages/AgentLoginPage').then((m) => ({ default: m.AgentLoginPage })));
const HelpPage = lazy(() => import('./pages/HelpPage').then((m) => ({ default: m.HelpPage })));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const PointMallPage = lazy(() => import('./pages/PointMallPage').then((m) => ({ default: m.PointMallPage })));
const PromotionsPage = lazy(() => import('./pages/PromotionsPage').then((m) => ({ default: m.PromotionsPage })));
const LotteryPage = lazy(() => import('./pages/lottery/LotteryPage').then((m) => ({ default: m.LotteryPage })));
const AppDownloadPage = lazy(() => import('./pages/AppDownloadPage').then((m) => ({ default: m.AppDownloadPage })));
const BreakWithdrawalPage = lazy(() => import('./pages/BreakWithdrawalPage').then((m) => ({ default: m.BreakWithdrawalPage })));
const later = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>;
/** A page of the member or agent centre: its stores are bound on the first visit to one. */
const centre = (page: ReactNode) => later(<WithMemberCentre>{page}</WithMemberCentre>);

/** The portal's routes: home, the category pages, the member and agent centres, help and the lottery pages. */
const routes: RouteObject[] = [
  { path: '/agent', element: later(<AgentLoginPage />) },
  { path: '/agentHome', element: centre(<AgentHomePage />) },
  {
    element: <Layout />,
    children: [
      ...['/', '/index', '/index.html', '/home'].map((path) => ({ path, element: <HomePage /> })),
      { path: '/login', element: <HomePage open="login" /> },
      { path: '/register', element: <HomePage open="register" /> },
      {
        path: '/member',
        element: <RequireLogin realAccount>{centre(<MemberPage />)}</RequireLogin>,
      },
      { path: '/help', element: later(<HelpPage />) },
      { path: '/download', element: later(<AppDownloadPage />) },
      { path: '/resetPassword', element: later(<ResetPasswordPage />) },
      ...CATEGORY_ROUTES.map((r) => ({ path: r.path, element: later(<CategoryPage />) })),
      { path: '/favorite', element: <RequireLogin>{later(<AccountGamesPage kind="favorite" />)}</RequireLogin> },
      { path: '/recent', element: <RequireLogin>{later(<AccountGamesPage kind="recent" />)}</RequireLogin> },
      { path: '/promotions', element: later(<PromotionsPage />) },
      { path: '/pointMall', element: <RequireLogin realAccount>{centre(<PointMallPage />)}</RequireLogin> },
      ...['/lottery', '/seaLottery', '/vnLottery'].map((path) => ({ path, element: <RequireLogin>{later(<LotteryPage />)}</RequireLogin> })),
      { path: '/seamless', element: <RequireLogin>{later(<SeamlessPage />)}</RequireLogin> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** A withdrawal-only session (a member on a break) sees the withdrawal screen on every address. */
const breakRoutes: RouteObject[] = [{ path: '*', element: centre(<BreakWithdrawalPage />) }];

/** Declarative routing: the data router's loaders and actions are not used, and would weigh on the first visit. */
function Routes({ list }: { readonly list: RouteObject[] }) {
  return useRoutes(list);
}

/** The system state decides, before any route renders, whether the portal is shown at all. */
export const App = observer(function App() {
  const { system, auth } = useStores();
  const status = system.status;
  if (status?.state === 1) return <MaintenancePage message={status.maintenance.message} serviceUrl={system.serviceUrl('LIVECHAT')} />;
  if (status?.state === 2) return <RegionBlockPage ip={status.location.ip} message={status.regionRestriction.message} />;
  return <BrowserRouter>{auth.withdrawalOnly ? <Routes key="break" list={breakRoutes} /> : <Routes key="site" list={routes} />}</BrowserRouter>;
});
