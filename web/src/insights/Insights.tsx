import { useQuery } from 'urql';
import { graphql } from '../gql';
import { LoadError, Loading } from '../shared/states';
import { LineChart } from './LineChart';
import { columns, day, pivot } from './shape';

const InstanceInsightsQuery = graphql(`
  query InstanceInsights {
    instanceInsights {
      users {
        total
        active
        inactive
      }
      flags {
        total
      }
      userTrends {
        date
        total
        active
        inactive
      }
      flagTrends {
        date
        total
        active
        stale
        potentiallyStale
      }
      projectFlagTrends {
        week
        project
        health
        timeToProduction
      }
      metricsSummaryTrends {
        week
        project
        totalRequests
      }
      environmentTypeTrends {
        week
        environmentType
        totalUpdates
      }
    }
  }
`);

/** Insights shows the instance's use now and as weekly trends, each trend a chart. */
export default function Insights() {
  const [res, refetch] = useQuery({ query: InstanceInsightsQuery, requestPolicy: 'network-only' });
  const i = res.data?.instanceInsights;
  return (
    <>
      <h1>Insights</h1>
      {res.fetching && !i && <Loading what="insights" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {i && (
        <>
          <dl className="totals">
            <div>
              <dt>Users</dt>
              <dd>{i.users.total}</dd>
            </div>
            <div>
              <dt>Active users (60 days)</dt>
              <dd>{i.users.active}</dd>
            </div>
            <div>
              <dt>Inactive users</dt>
              <dd>{i.users.inactive}</dd>
            </div>
            <div>
              <dt>Flags</dt>
              <dd>{i.flags.total}</dd>
            </div>
          </dl>
          <div className="charts">
            <LineChart
              title="Users"
              data={columns(i.userTrends, (r) => day(r.date), {
                total: (r) => r.total,
                active: (r) => r.active,
                inactive: (r) => r.inactive,
              })}
            />
            <LineChart
              title="Flags"
              data={columns(i.flagTrends, (r) => day(r.date), {
                total: (r) => r.total,
                active: (r) => r.active,
                stale: (r) => r.stale,
                'potentially stale': (r) => r.potentiallyStale,
              })}
            />
            <LineChart
              title="Health per project"
              unit="%"
              data={pivot(
                i.projectFlagTrends,
                (r) => r.week,
                (r) => r.project,
                (r) => r.health,
              )}
            />
            <LineChart
              title="Time to production per project"
              unit=" days"
              data={pivot(
                i.projectFlagTrends,
                (r) => r.week,
                (r) => r.project,
                (r) => r.timeToProduction ?? null,
              )}
            />
            <LineChart
              title="SDK requests per week"
              data={pivot(
                i.metricsSummaryTrends,
                (r) => r.week,
                (r) => r.project,
                (r) => r.totalRequests,
              )}
            />
            <LineChart
              title="Updates per environment type"
              data={pivot(
                i.environmentTypeTrends,
                (r) => r.week,
                (r) => r.environmentType,
                (r) => r.totalUpdates,
              )}
            />
          </div>
        </>
      )}
    </>
  );
}
