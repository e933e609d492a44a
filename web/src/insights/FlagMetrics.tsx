import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../gql';
import { LoadError, Loading } from '../shared/states';
import { LineChart } from './LineChart';
import { hourly } from './shape';

const FlagMetricsQuery = graphql(`
  query FlagMetrics($name: String!, $hours: Int!) {
    featureMetrics(featureName: $name, hoursBack: $hours) {
      applications
      buckets {
        timestamp
        environment
        appName
        yes
        no
      }
    }
  }
`);

/** hours is how far back the flag's metrics reach. */
const hours = 48;

/** FlagMetrics shows what the SDKs reported about a flag: yes and no per hour for two days, and which applications asked. */
export default function FlagMetrics({
  name,
  environments,
}: {
  name: string;
  environments: readonly string[];
}) {
  const [res, refetch] = useQuery({
    query: FlagMetricsQuery,
    variables: { name, hours },
    requestPolicy: 'network-only',
  });
  const [environment, setEnvironment] = useState('');
  const ids = useId();
  const m = res.data?.featureMetrics;
  return (
    <section aria-labelledby={`${ids}-title`} className="history">
      <h2 id={`${ids}-title`}>SDK metrics</h2>
      {res.fetching && !m && <Loading what="the metrics" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {m && m.buckets.length === 0 && (
        <p className="muted">No SDK evaluated this flag in the last {hours} hours.</p>
      )}
      {m && m.buckets.length > 0 && (
        <>
          <label htmlFor={`${ids}-env`}>Metrics environment</label>{' '}
          <select id={`${ids}-env`} value={environment} onChange={(e) => setEnvironment(e.target.value)}>
            <option value="">all</option>
            {environments.map((e) => (
              <option key={e}>{e}</option>
            ))}
          </select>
          <LineChart
            title={`Evaluations per hour, last ${hours} hours`}
            data={hourly(m.buckets, new Date(), hours, environment)}
          />
          <p>Applications that asked: {m.applications.join(', ')}</p>
        </>
      )}
    </section>
  );
}
