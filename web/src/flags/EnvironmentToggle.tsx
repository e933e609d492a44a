import { useMutation } from 'urql';
import { errorMessage } from '../shared/errors';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';

const SetEnabled = graphql(`
  mutation SetFlagEnabled($projectId: String!, $name: String!, $environment: String!, $enabled: Boolean!) {
    setFeatureEnvironmentEnabled(
      projectId: $projectId
      name: $name
      environment: $environment
      enabled: $enabled
    ) {
      name
      environments {
        name
        enabled
      }
    }
  }
`);

/** EnvironmentToggle turns a flag on or off in one environment: a switch named by flag and environment. */
export function EnvironmentToggle(props: {
  projectId: string;
  flag: string;
  environment: string;
  enabled: boolean;
  /** readOnly shows the state to a user who may not change it. */
  readOnly?: boolean;
}) {
  const [{ fetching }, setEnabled] = useMutation(SetEnabled);
  const { toast } = useFeedback();
  const { projectId, flag, environment, enabled, readOnly = false } = props;

  const flip = async () => {
    const r = await setEnabled({ projectId, name: flag, environment, enabled: !enabled });
    if (r.error) toast('error', errorMessage(r.error));
    else toast('success', `${flag} is ${enabled ? 'off' : 'on'} in ${environment}`);
  };

  return (
    <button
      type="button"
      role="switch"
      aria-checked={enabled}
      aria-label={`${flag} in ${environment}`}
      className={enabled ? 'switch on' : 'switch'}
      disabled={fetching || readOnly}
      onClick={flip}
    >
      {enabled ? 'On' : 'Off'}
    </button>
  );
}
