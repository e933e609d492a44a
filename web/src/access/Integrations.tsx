import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { fromServer, LoadError, Loading } from '../shared/states';
import { splitList, when } from './logic';
import { Field } from '../shared/Field';
import { useAct } from '../shared/act';
import { Choices, useToggle } from './ui';

const OriginsQuery = graphql(`
  query AdminFrontendOrigins {
    uiConfig {
      frontendApiOrigins
    }
  }
`);

const SetOrigins = graphql(`
  mutation AdminSetFrontendOrigins($origins: [String!]!) {
    setFrontendApiOrigins(frontendApiOrigins: $origins) {
      frontendApiOrigins
    }
  }
`);

const AddonsQuery = graphql(`
  query AdminAddons {
    addons {
      id
      description
      enabled
      parameters {
        url
        secret
      }
      events
      projects
      environments
      createdAt
    }
  }
`);

// What a webhook may be limited to: the event types the server knows, the projects, the environments.
const WebhookChoicesQuery = graphql(`
  query AdminWebhookChoices {
    eventTypes
    projects {
      id
      name
    }
    environments {
      name
      enabled
    }
  }
`);

const CreateAddon = graphql(`
  mutation AdminCreateAddon($input: AddonInput!) {
    createAddon(input: $input) {
      id
    }
  }
`);

const UpdateAddon = graphql(`
  mutation AdminUpdateAddon($id: Int!, $input: AddonInput!) {
    updateAddon(id: $id, input: $input) {
      id
      enabled
    }
  }
`);

const DeleteAddon = graphql(`
  mutation AdminDeleteAddon($id: Int!) {
    deleteAddon(id: $id)
  }
`);

const DeliveriesQuery = graphql(`
  query AdminAddonDeliveries($id: Int!) {
    addonDeliveries(id: $id, limit: 20) {
      id
      eventId
      eventType
      state
      statusCode
      error
      attempts
      createdAt
    }
  }
`);

/** Integrations sets the origins allowed on the frontend API and configures webhooks, with their delivery logs. */
export function Integrations() {
  return (
    <>
      <h1>Integrations</h1>
      <FrontendOrigins />
      <Webhooks />
    </>
  );
}

/** FrontendOrigins replaces the stored list of origins whose pages may call the frontend API (CORS). */
function FrontendOrigins() {
  const [res, refetch] = useQuery({ query: OriginsQuery, requestPolicy: 'cache-and-network' });
  const [draft, setDraft] = useState<string | null>(null);
  const [, save] = useMutation(SetOrigins);
  const act = useAct();
  const current = res.data?.uiConfig.frontendApiOrigins.join(', ') ?? '';
  const value = draft ?? current;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await act(save({ origins: splitList(value) }), 'Saved the frontend API origins')) {
      setDraft(null);
      refetch({ requestPolicy: 'network-only' });
    }
  };
  return (
    <section aria-label="Frontend API origins">
      <h2>Frontend API origins</h2>
      <p className="muted">
        Pages of these origins may call the frontend API: scheme://host[:port], or * for any. CORS_ORIGINS
        stays allowed whatever is saved here.
      </p>
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      <form className="toolbar" aria-label="Frontend API origins" onSubmit={submit}>
        <Field label="Allowed origins (comma-separated)">
          <input value={value} onChange={(e) => setDraft(e.target.value)} disabled={!res.data} />
        </Field>
        <button type="submit" disabled={draft === null || draft === current}>
          Save origins
        </button>
      </form>
    </section>
  );
}

/** Webhooks lists the webhooks, creates one, turns one on or off, deletes one and shows its delivery log. */
function Webhooks() {
  const [res, refetch] = useQuery({ query: AddonsQuery, requestPolicy: 'cache-and-network' });
  const [, update] = useMutation(UpdateAddon);
  const [, remove] = useMutation(DeleteAddon);
  const act = useAct();
  const { confirm } = useFeedback();
  const reload = fromServer(refetch);
  const [created, setCreated] = useState(0);
  const addons = res.data?.addons ?? [];

  const onToggle = async (a: (typeof addons)[number]) => {
    const input = {
      provider: 'webhook',
      description: a.description,
      enabled: !a.enabled,
      parameters: { url: a.parameters.url }, // no secret: the current one is kept
      events: a.events,
      projects: a.projects,
      environments: a.environments,
    };
    const label = a.description || a.parameters.url;
    if (await act(update({ id: a.id, input }), a.enabled ? `Disabled ${label}` : `Enabled ${label}`))
      reload();
  };
  const onDelete = async (id: number, label: string) => {
    if (!(await confirm(`Delete ${label}?`, 'Its delivery log goes with it.', 'Delete'))) return;
    if (await act(remove({ id }), `Deleted ${label}`)) reload();
  };

  return (
    <section aria-label="Webhooks">
      <h2>Webhooks</h2>
      {/* A new form after each creation: every field and filter starts empty again. */}
      <NewWebhook
        key={created}
        onCreated={() => {
          setCreated((n) => n + 1);
          reload();
        }}
      />
      {res.fetching && !res.data && <Loading what="webhooks" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && addons.length === 0 && <p className="muted">There are no webhooks yet.</p>}
      {addons.length > 0 && (
        <table aria-label="Webhooks">
          <thead>
            <tr>
              <th scope="col">Webhook</th>
              <th scope="col">Events</th>
              <th scope="col">Projects and environments</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {addons.map((a) => {
              const label = a.description || a.parameters.url;
              return (
                <tr key={a.id}>
                  <td>
                    <strong>{label}</strong>
                    <div className="muted">
                      {a.parameters.url}
                      {a.parameters.secret && ' (signed)'}
                    </div>
                    <Deliveries id={a.id} label={label} />
                  </td>
                  <td>{a.events.join(', ')}</td>
                  <td>
                    {a.projects.join(', ') || 'every project'};{' '}
                    {a.environments.join(', ') || 'every environment'}
                  </td>
                  <td>{a.enabled ? 'enabled' : 'disabled'}</td>
                  <td>
                    <button type="button" onClick={() => onToggle(a)}>
                      {a.enabled ? 'Disable' : 'Enable'}
                      <span className="sr-only"> {label}</span>
                    </button>
                    <button type="button" className="danger" onClick={() => onDelete(a.id, label)}>
                      Delete<span className="sr-only"> {label}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * NewWebhook configures a webhook: where it posts, the optional signing secret, and which events go
 * there: the event types (at least one), projects and environments (none: all), each chosen from
 * what the server has.
 */
function NewWebhook({ onCreated }: { onCreated: () => void }) {
  const [choices, refetchChoices] = useQuery({
    query: WebhookChoicesQuery,
    requestPolicy: 'cache-and-network',
  });
  const [description, setDescription] = useState('');
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [projects, setProjects] = useState<string[]>([]);
  const [environments, setEnvironments] = useState<string[]>([]);
  const [{ fetching }, create] = useMutation(CreateAddon);
  const act = useAct();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      provider: 'webhook',
      description: description || null,
      enabled: true,
      parameters: { url, secret: secret || null },
      events,
      projects,
      environments,
    };
    if (await act(create({ input }), `Created the webhook ${description || url}`)) onCreated();
  };
  const data = choices.data;
  return (
    <form className="create" aria-label="New webhook" onSubmit={submit}>
      <Field label="Webhook description">
        <input value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <Field label="Webhook URL">
        <input required type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
      </Field>
      <Field label="Signing secret (optional)">
        <input type="password" value={secret} onChange={(e) => setSecret(e.target.value)} />
      </Field>
      {choices.error && !data && <LoadError error={choices.error} refetch={refetchChoices} />}
      {choices.fetching && !data && <Loading what="the event types, projects and environments" />}
      {data && (
        <>
          <Choices
            wide
            legend="Event types"
            choices={data.eventTypes.map((t) => ({ value: t, label: t }))}
            chosen={events}
            onChange={setEvents}
            none="None chosen: choose at least one."
          />
          <Choices
            legend="Projects"
            choices={data.projects.map((p) => ({ value: p.id, label: p.name }))}
            chosen={projects}
            onChange={setProjects}
            none="None chosen: every project."
          />
          <Choices
            legend="Environments"
            choices={data.environments.map((env) => ({
              value: env.name,
              label: env.enabled ? env.name : `${env.name} (disabled)`,
            }))}
            chosen={environments}
            onChange={setEnvironments}
            none="None chosen: every environment."
          />
        </>
      )}
      <div className="form-actions">
        <button type="submit" disabled={fetching || !url || events.length === 0}>
          Create webhook
        </button>
      </div>
    </form>
  );
}

/** Deliveries shows, on demand, how the latest events went to one webhook. */
function Deliveries({ id, label }: { id: number; label: string }) {
  const [open, toggle] = useToggle();
  return (
    <>
      <button type="button" onClick={toggle} aria-expanded={open}>
        Delivery log<span className="sr-only"> {label}</span>
      </button>
      {open && <DeliveryLog id={id} label={label} />}
    </>
  );
}

function DeliveryLog({ id, label }: { id: number; label: string }) {
  const [res, refetch] = useQuery({
    query: DeliveriesQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  if (res.fetching && !res.data) return <Loading what="the delivery log" />;
  if (res.error) return <LoadError error={res.error} refetch={refetch} />;
  const rows = res.data?.addonDeliveries ?? [];
  if (rows.length === 0) return <p className="muted">Nothing delivered yet.</p>;
  return (
    <ul aria-label={`Deliveries of ${label}`}>
      {rows.map((d) => (
        <li key={d.id}>
          {d.eventType} #{d.eventId}: {d.state}
          {d.statusCode != null && ` (${d.statusCode})`}
          {d.error && ` — ${d.error}`}, {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'},{' '}
          {when(d.createdAt)}
        </li>
      ))}
    </ul>
  );
}
