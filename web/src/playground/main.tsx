import { createRoot } from 'react-dom/client';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import 'graphiql/graphiql.css';
import './playground.css';

// The playground talks to this server only: the session cookie goes along (same origin); a token
// can be put in the Authorization header in the headers tab instead.
const fetcher: GraphiQLProps['fetcher'] = async (params, opts) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...(opts?.headers ?? {}) },
    body: JSON.stringify(params),
  });
  return res.json();
};

const root = document.getElementById('graphiql');
if (!root) throw new Error('no #graphiql element');
const defaultQuery = `# The Flagstone GraphQL API.
# Signed in, your session applies; with a token,
# set Authorization in the Headers tab.
# Run with Ctrl-Enter.
{
  me {
    email
    username
    rootRole {
      name
    }
  }
  projects {
    id
    featureCount
  }
}
`;

createRoot(root).render(<GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />);
