import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { signOut } from './access/auth';
import { SESSION_LOST } from './shared/client';
import { useFeedback } from './shared/feedback';
import { graphql } from './gql';
import { errorMessage } from './shared/errors';
import { usePermissions } from './access/permissions';
import { ArchivedFlags } from './flags/ArchivedFlags';
import { FlagPage } from './flags/FlagPage';
import { ProjectFlags } from './flags/ProjectFlags';
import { Projects } from './flags/Projects';
import { SignIn } from './access/SignIn';
import { fromServer, LoadError, Loading } from './shared/states';

// The screens beyond the flags are loaded on first visit: the first page stays small.
const AdminArea = lazy(() => import('./access/AdminArea'));
const Account = lazy(() => import('./access/Account'));
const InviteSignup = lazy(() => import('./access/InviteSignup'));
const Catalog = lazy(() => import('./catalog/Catalog'));
const EventLog = lazy(() => import('./events/EventLog'));
const Transfer = lazy(() => import('./transfer/Transfer'));
const Insights = lazy(() => import('./insights/Insights'));
const FlagPlayground = lazy(() => import('./flags/FlagPlayground'));
const ChangeRequestList = lazy(() => import('./changes/ChangeRequests'));
const ChangeRequestPage = lazy(() =>
  import('./changes/ChangeRequests').then((m) => ({ default: m.ChangeRequestPage })),
);

/** Lazy shows a lazily loaded screen, with the loading state while its code arrives. */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading what="the screen" />}>{children}</Suspense>;
}

/** AdminLink leads to the administration screens, for users whose root role is Admin. */
function AdminLink() {
  const can = usePermissions();
  return can('ADMIN') ? <Link href="/admin/users">Admin</Link> : null;
}

const MeQuery = graphql(`
  query Me {
    me {
      id
      name
      email
      username
      rootRole {
        id
        name
      }
    }
  }
`);

/**
 * safeNext is where to go after signing in: a path of this dashboard only, never another site.
 * It is read as the browser reads an address (which drops tabs and line breaks and takes a
 * backslash for a slash, so `/\t/evil.example` means `//evil.example`), and kept only when it
 * leads to origin; what is returned is the path the browser read.
 */
export function safeNext(next: string | null, origin = window.location.origin): string {
  if (!next?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/';
  }
  return url.origin === origin ? url.pathname + url.search + url.hash : '/';
}

/** App is the dashboard: the signed-in user decides between the sign-in page and the screens. */
export function App() {
  const [me, refetchMe] = useQuery({ query: MeQuery, requestPolicy: 'network-only' });
  const [location] = useLocation();
  const { toast } = useFeedback();

  // A refused operation means the session ended: read the user again, which leads to sign-in.
  useEffect(() => {
    const lost = fromServer(refetchMe);
    window.addEventListener(SESSION_LOST, lost);
    return () => window.removeEventListener(SESSION_LOST, lost);
  }, [refetchMe]);

  if (me.fetching && !me.data) return <Loading what="your session" />;
  if (me.error) return <LoadError error={me.error} refetch={refetchMe} />;
  const user = me.data?.me;

  if (!user) {
    const next = location === '/login' ? '/' : location;
    return (
      <Switch>
        <Route path="/login">
          <SignIn
            next={safeNext(new URLSearchParams(window.location.search).get('next'))}
            onSignedIn={() => {
              // A new session starts on a fresh page: nothing cached for another user (their
              // data, their roles) survives. The bundle itself comes from the browser's cache.
              window.location.replace(safeNext(new URLSearchParams(window.location.search).get('next')));
            }}
          />
        </Route>
        <Route path="/invite/:secret">
          {(p) => (
            <main>
              <Lazy>
                <InviteSignup secret={p.secret} />
              </Lazy>
            </main>
          )}
        </Route>
        <Route>
          <Redirect to={`/login?next=${encodeURIComponent(next)}`} replace />
        </Route>
      </Switch>
    );
  }

  const onSignOut = async () => {
    try {
      await signOut();
      window.location.replace('/login'); // a fresh page: the cache of this session goes with it
    } catch (err) {
      toast('error', errorMessage(err));
    }
  };

  return (
    <>
      <header className="topbar">
        <Link href="/" className="brand">
          Flagstone
        </Link>
        <nav aria-label="Main">
          <Link href="/">Projects</Link>
          <Link href="/catalog/segments">Catalog</Link>
          <Link href="/events">Event log</Link>
          <Link href="/transfer">Import and export</Link>
          <Link href="/insights">Insights</Link>
          <Link href="/flag-playground">Flag playground</Link>
          <AdminLink />
          <Link href="/account">Account</Link>
          <a href="/graphql/playground">GraphQL playground</a>
        </nav>
        <div className="who" aria-label="Signed-in user">
          <span>{user.name ?? user.username ?? user.email}</span>
          {user.rootRole && <span className="role">{user.rootRole.name}</span>}
          <button type="button" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </header>
      <Main location={location}>
        <Switch>
          <Route path="/login">
            <Redirect to={safeNext(new URLSearchParams(window.location.search).get('next'))} replace />
          </Route>
          <Route path="/">
            <Projects />
          </Route>
          <Route path="/projects/:projectId">{(p) => <ProjectFlags projectId={p.projectId} />}</Route>
          <Route path="/projects/:projectId/archive">
            {(p) => <ArchivedFlags projectId={p.projectId} />}
          </Route>
          <Route path="/projects/:projectId/change-requests">
            {(p) => (
              <Lazy>
                <ChangeRequestList projectId={p.projectId} />
              </Lazy>
            )}
          </Route>
          <Route path="/projects/:projectId/change-requests/:id">
            {(p) => (
              <Lazy>
                <ChangeRequestPage projectId={p.projectId} id={Number(p.id)} />
              </Lazy>
            )}
          </Route>
          <Route path="/projects/:projectId/features/:name">
            {(p) => <FlagPage projectId={p.projectId} name={p.name} />}
          </Route>
          <Route path="/admin/*?">
            <Lazy>
              <AdminArea />
            </Lazy>
          </Route>
          <Route path="/account">
            <Lazy>
              <Account />
            </Lazy>
          </Route>
          <Route path="/invite/:secret">
            {(p) => (
              <Lazy>
                <InviteSignup secret={p.secret} />
              </Lazy>
            )}
          </Route>
          <Route path="/catalog/*?">
            <Lazy>
              <Catalog />
            </Lazy>
          </Route>
          <Route path="/events">
            <Lazy>
              <EventLog />
            </Lazy>
          </Route>
          <Route path="/transfer">
            <Lazy>
              <Transfer />
            </Lazy>
          </Route>
          <Route path="/insights">
            <Lazy>
              <Insights />
            </Lazy>
          </Route>
          <Route path="/flag-playground">
            <Lazy>
              <FlagPlayground />
            </Lazy>
          </Route>
          <Route>
            <h1>Page not found</h1>
            <p>
              Nothing lives at <code>{location}</code>. <Link href="/">Back to the projects</Link>
            </p>
          </Route>
        </Switch>
      </Main>
    </>
  );
}

/** Main holds the screen; on navigation it takes the focus, so keyboard and screen-reader users start at the new screen. */
function Main({ location, children }: { location: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [location]);
  return (
    <main ref={ref} tabIndex={-1}>
      {children}
    </main>
  );
}
