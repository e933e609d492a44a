import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { currentSection, SubNav } from '../shared/SubNav';
import { ApiTokens } from './ApiTokens';
import { GroupPage, Groups } from './Groups';
import { Integrations } from './Integrations';
import { InviteLinks } from './InviteLinks';
import { ProjectAccess } from './ProjectAccess';
import { Users } from './Users';

const sections = [
  { href: '/admin/users', label: 'Users' },
  { href: '/admin/groups', label: 'Groups' },
  { href: '/admin/access', label: 'Project access' },
  { href: '/admin/invites', label: 'Invite links' },
  { href: '/admin/tokens', label: 'API tokens' },
  { href: '/admin/integrations', label: 'Integrations' },
];

/** AdminArea holds the administration screens (lazy-loaded): people, access, API tokens and integrations. */
export default function AdminArea() {
  const [location] = useLocation();
  return (
    <>
      <SubNav label="Admin" sections={sections} current={currentSection(sections, location)} />
      <Switch>
        <Route path="/admin">
          <Redirect to="/admin/users" replace />
        </Route>
        <Route path="/admin/users">
          <Users />
        </Route>
        <Route path="/admin/groups">
          <Groups />
        </Route>
        <Route path="/admin/groups/:id">{(p) => <GroupPage id={Number(p.id)} />}</Route>
        <Route path="/admin/access">
          <ProjectAccess />
        </Route>
        <Route path="/admin/access/:projectId">{(p) => <ProjectAccess projectId={p.projectId} />}</Route>
        <Route path="/admin/invites">
          <InviteLinks />
        </Route>
        <Route path="/admin/tokens">
          <ApiTokens />
        </Route>
        <Route path="/admin/integrations">
          <Integrations />
        </Route>
        <Route>
          <h1>Page not found</h1>
          <p>
            Nothing lives at <code>{location}</code>. <Link href="/admin/users">Back to the users</Link>
          </p>
        </Route>
      </Switch>
    </>
  );
}
