import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { graphql } from '../gql';
import { usePermissions } from '../access/permissions';
import { errorMessage } from '../shared/errors';
import { useFeedback } from '../shared/feedback';
import { diff, show } from '../shared/diff';
import { useLiveRefresh } from '../shared/live';
import { LoadError, Loading } from '../shared/states';
import { useConfig } from './config';

graphql(`
  fragment ChangeRequestFields on ChangeRequest {
    id
    title
    state
    environment
    minApprovals
    createdAt
    createdBy {
      id
      username
    }
    features {
      name
      conflict
      changes {
        id
        action
        payload
        conflict
      }
    }
    approvals {
      createdBy {
        username
      }
    }
    rejections {
      createdBy {
        username
      }
    }
    comments {
      id
      text
      createdBy {
        username
      }
    }
    schedule {
      scheduledAt
      status
      failureReason
    }
  }
`);

const ChangeRequestsQuery = graphql(`
  query ChangeRequests($projectId: String!) {
    changeRequests(projectId: $projectId, list: ALL) {
      id
      title
      state
      environment
      createdBy {
        username
      }
      features {
        name
      }
    }
  }
`);

const ChangeRequestQuery = graphql(`
  query ChangeRequest($projectId: String!, $id: Int!) {
    changeRequest(projectId: $projectId, id: $id) {
      ...ChangeRequestFields
    }
    me {
      id
    }
  }
`);

const SetState = graphql(`
  mutation SetChangeRequestState(
    $projectId: String!
    $id: Int!
    $state: String!
    $scheduledAt: Time
    $comment: String
  ) {
    setChangeRequestState(
      projectId: $projectId
      id: $id
      state: $state
      scheduledAt: $scheduledAt
      comment: $comment
    ) {
      ...ChangeRequestFields
    }
  }
`);

const AddComment = graphql(`
  mutation AddChangeRequestComment($projectId: String!, $id: Int!, $text: String!) {
    addChangeRequestComment(projectId: $projectId, id: $id, text: $text) {
      ...ChangeRequestFields
    }
  }
`);

const SetConfig = graphql(`
  mutation SetChangeRequestConfig(
    $projectId: String!
    $environment: String!
    $enabled: Boolean!
    $requiredApprovals: Int
  ) {
    setChangeRequestConfig(
      projectId: $projectId
      environment: $environment
      enabled: $enabled
      requiredApprovals: $requiredApprovals
    ) {
      environment
      changeRequestEnabled
      requiredApprovals
    }
  }
`);

const FlagNow = graphql(`
  query FlagNow($projectId: String!, $name: String!, $environment: String!) {
    feature(projectId: $projectId, name: $name) {
      name
      environments {
        name
        enabled
      }
    }
    featureStrategies(projectId: $projectId, featureName: $name, environment: $environment) {
      id
      name
      title
      disabled
      parameters
    }
  }
`);

function Crumbs({ projectId, last }: { projectId: string; last: string }) {
  return (
    <nav aria-label="Breadcrumb" className="crumbs">
      <Link href="/">Projects</Link> /{' '}
      <Link href={`/projects/${encodeURIComponent(projectId)}`}>{projectId}</Link> /{' '}
      <Link href={`/projects/${encodeURIComponent(projectId)}/change-requests`}>Change requests</Link> /{' '}
      <span>{last}</span>
    </nav>
  );
}

/** ChangeRequestList lists a project's change requests, newest first, and its settings. */
export function ChangeRequestList({ projectId }: { projectId: string }) {
  const [res, refetch] = useQuery({ query: ChangeRequestsQuery, variables: { projectId } });
  useLiveRefresh(projectId, null, refetch);
  return (
    <>
      <nav aria-label="Breadcrumb" className="crumbs">
        <Link href="/">Projects</Link> /{' '}
        <Link href={`/projects/${encodeURIComponent(projectId)}`}>{projectId}</Link> /{' '}
        <span>Change requests</span>
      </nav>
      <h1>Change requests</h1>
      <ChangeRequestSettings projectId={projectId} />
      {res.fetching && !res.data && <Loading what="the change requests" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && res.data.changeRequests.length === 0 && <p className="muted">No change requests yet.</p>}
      {res.data && res.data.changeRequests.length > 0 && (
        <table aria-label="Change requests">
          <thead>
            <tr>
              <th>#</th>
              <th>Title</th>
              <th>Environment</th>
              <th>State</th>
              <th>Flags</th>
              <th>Author</th>
            </tr>
          </thead>
          <tbody>
            {res.data.changeRequests.map((cr) => (
              <tr key={cr.id}>
                <td>{cr.id}</td>
                <td>
                  <Link href={`/projects/${encodeURIComponent(projectId)}/change-requests/${cr.id}`}>
                    {cr.title ?? `Change request #${cr.id}`}
                  </Link>
                </td>
                <td>{cr.environment}</td>
                <td>{cr.state}</td>
                <td>{cr.features.map((f) => f.name).join(', ')}</td>
                <td>{cr.createdBy.username}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** ChangeRequestSettings turns change requests on or off per environment of the project. */
function ChangeRequestSettings({ projectId }: { projectId: string }) {
  const [res, refetch] = useConfig(projectId);
  const [, save] = useMutation(SetConfig);
  const { toast } = useFeedback();
  const can = usePermissions(projectId);
  if (!res.data) return res.error ? <LoadError error={res.error} refetch={refetch} /> : null;
  const set = async (environment: string, enabled: boolean, requiredApprovals: number) => {
    const r = await save({ projectId, environment, enabled, requiredApprovals });
    if (r.error) toast('error', errorMessage(r.error));
    else toast('success', `Change requests are ${enabled ? 'on' : 'off'} in ${environment}`);
  };
  return (
    <section aria-labelledby="cr-settings">
      <h2 id="cr-settings">Settings</h2>
      <table aria-label="Change request settings">
        <thead>
          <tr>
            <th>Environment</th>
            <th>Change requests</th>
            <th>Approvals needed</th>
          </tr>
        </thead>
        <tbody>
          {res.data.changeRequestConfig.map((c) => (
            <tr key={c.environment}>
              <td>{c.environment}</td>
              <td>
                <label>
                  <input
                    type="checkbox"
                    aria-label={`Change requests in ${c.environment}`}
                    checked={c.changeRequestEnabled}
                    disabled={!can('UPDATE_PROJECT')}
                    onChange={(e) => void set(c.environment, e.target.checked, c.requiredApprovals)}
                  />{' '}
                  {c.changeRequestEnabled ? 'Required' : 'Off'}
                </label>
              </td>
              <td>
                <input
                  type="number"
                  min={1}
                  max={10}
                  aria-label={`Approvals needed in ${c.environment}`}
                  defaultValue={c.requiredApprovals}
                  disabled={!can('UPDATE_PROJECT')}
                  onBlur={(e) => {
                    const n = Number(e.target.value);
                    if (n !== c.requiredApprovals) void set(c.environment, c.changeRequestEnabled, n);
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** ChangeRequestPage shows one request: its changes as a diff against the flag now, reviews, comments,
 * and the moves its state allows the signed-in user. */
export function ChangeRequestPage({ projectId, id }: { projectId: string; id: number }) {
  const [res, refetch] = useQuery({ query: ChangeRequestQuery, variables: { projectId, id } });
  useLiveRefresh(projectId, null, refetch);
  const [{ fetching }, move] = useMutation(SetState);
  const [, comment] = useMutation(AddComment);
  const { toast } = useFeedback();
  const can = usePermissions(projectId);
  const [when, setWhen] = useState('');
  const [text, setText] = useState('');
  if (res.fetching && !res.data) return <Loading what="the change request" />;
  if (res.error || !res.data)
    return (
      <>
        <Crumbs projectId={projectId} last={`#${id}`} />
        {res.error && <LoadError error={res.error} refetch={refetch} />}
      </>
    );
  const cr = res.data.changeRequest;
  const mine = res.data.me?.id === cr.createdBy.id;
  const go = async (state: string, scheduledAt?: string) => {
    const r = await move({ projectId, id, state, scheduledAt });
    if (r.error) toast('error', errorMessage(r.error));
    else toast('success', `Change request #${id} is ${r.data?.setChangeRequestState.state}`);
  };
  const onComment = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    const r = await comment({ projectId, id, text });
    if (r.error) toast('error', errorMessage(r.error));
    else setText('');
  };
  const open = ['Draft', 'In review', 'Approved', 'Scheduled'].includes(cr.state);
  return (
    <>
      <Crumbs projectId={projectId} last={`#${id}`} />
      <h1>{cr.title ?? `Change request #${cr.id}`}</h1>
      <p>
        <span className="badge" aria-label="State">
          {cr.state}
        </span>{' '}
        in <strong>{cr.environment}</strong> by {cr.createdBy.username} · {cr.approvals.length} of{' '}
        {cr.minApprovals} approvals
      </p>
      {cr.schedule && (
        <p role="status">
          Scheduled for {new Date(cr.schedule.scheduledAt).toLocaleString()} ({cr.schedule.status})
          {cr.schedule.failureReason && `: ${cr.schedule.failureReason}`}
        </p>
      )}
      <div className="actions">
        {cr.state === 'Draft' && mine && (
          <button type="button" disabled={fetching} onClick={() => void go('In review')}>
            Send to review
          </button>
        )}
        {cr.state === 'In review' && !mine && can('APPROVE_CHANGE_REQUEST') && (
          <>
            <button type="button" disabled={fetching} onClick={() => void go('Approved')}>
              Approve
            </button>
            <button type="button" disabled={fetching} onClick={() => void go('Rejected')}>
              Reject
            </button>
          </>
        )}
        {(cr.state === 'Approved' || cr.state === 'Scheduled') && can('APPLY_CHANGE_REQUEST') && (
          <>
            <button type="button" disabled={fetching} onClick={() => void go('Applied')}>
              Apply changes
            </button>
            <label>
              Apply at{' '}
              <input
                type="datetime-local"
                aria-label="Apply at"
                value={when}
                onChange={(e) => setWhen(e.target.value)}
              />
            </label>
            <button
              type="button"
              disabled={fetching || !when}
              onClick={() => void go('Scheduled', new Date(when).toISOString())}
            >
              Schedule
            </button>
          </>
        )}
        {open && mine && (
          <button type="button" disabled={fetching} onClick={() => void go('Cancelled')}>
            Cancel request
          </button>
        )}
      </div>
      {cr.features.map((f) => (
        <section key={f.name} aria-label={`Changes to ${f.name}`} className="env">
          <h2>
            <Link href={`/projects/${encodeURIComponent(projectId)}/features/${encodeURIComponent(f.name)}`}>
              {f.name}
            </Link>
          </h2>
          {f.conflict && open && (
            <p role="alert" className="field-error">
              Conflict: {f.conflict}
            </p>
          )}
          {f.changes.map((c) => (
            <ChangeDiff
              key={c.id}
              projectId={projectId}
              flag={f.name}
              environment={cr.environment}
              action={c.action}
              payload={c.payload}
              applied={!open}
            />
          ))}
        </section>
      ))}
      <section aria-labelledby="cr-comments">
        <h2 id="cr-comments">Comments</h2>
        {cr.comments.length === 0 && <p className="muted">No comments.</p>}
        <ul>
          {cr.comments.map((c) => (
            <li key={c.id}>
              <strong>{c.createdBy.username}</strong>: {c.text}
            </li>
          ))}
        </ul>
        <form onSubmit={onComment} aria-label="Comment">
          <input aria-label="Comment text" value={text} onChange={(e) => setText(e.target.value)} />
          <button type="submit">Comment</button>
        </form>
      </section>
    </>
  );
}

/** ChangeDiff shows one change as what it changes: the flag's state now (before) against the change. */
function ChangeDiff(props: {
  projectId: string;
  flag: string;
  environment: string;
  action: string;
  payload: unknown;
  applied: boolean;
}) {
  const { projectId, flag, environment, action, payload, applied } = props;
  const [res] = useQuery({
    query: FlagNow,
    variables: { projectId, name: flag, environment },
    pause: applied,
  });
  const p = (payload ?? {}) as Record<string, unknown>;
  let before: unknown;
  let after: unknown = payload;
  if (res.data && !applied) {
    if (action === 'updateEnabled') {
      before = { enabled: res.data.feature.environments.find((e) => e.name === environment)?.enabled };
      after = { enabled: p.enabled };
    } else if (action === 'updateStrategy' || action === 'deleteStrategy') {
      const st = res.data.featureStrategies.find((s) => s.id === p.id);
      before = st && {
        id: st.id,
        name: st.name,
        title: st.title,
        disabled: st.disabled,
        parameters: st.parameters,
      };
      after = action === 'deleteStrategy' ? undefined : { ...(before as object), ...p };
    }
  }
  const rows = diff(before, after);
  return (
    <div className="change">
      <h3>{action}</h3>
      <table aria-label={`${action} of ${flag}`}>
        <thead>
          <tr>
            <th>Field</th>
            <th>{applied ? 'Before' : 'Now'}</th>
            <th>Change</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={3}>{action === 'archiveFeature' ? 'The flag is archived' : 'No difference'}</td>
            </tr>
          )}
          {rows.map((r) => (
            <tr key={r.path}>
              <td>{r.path}</td>
              <td>
                <del>{show(r.before)}</del>
              </td>
              <td>
                <ins>{show(r.after)}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** ChangeRequests is the area's entry for lazy loading. */
export default ChangeRequestList;
