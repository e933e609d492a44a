import { useMutation } from 'urql';
import { errorMessage } from '../shared/errors';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { useAddToDraft } from '../changes/config';

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
  /** viaChangeRequest adds the switch's change to the user's draft instead of making it. */
  viaChangeRequest?: boolean;
}) {
  const [{ fetching }, setEnabled] = useMutation(SetEnabled);
  const { fetching: drafting, addToDraft } = useAddToDraft(props.projectId);
  const { toast } = useFeedback();
  const { projectId, flag, environment, enabled, readOnly = false, viaChangeRequest = false } = props;

  const flip = async () => {
    if (viaChangeRequest) {
      const d = await addToDraft(environment, [
        { feature: flag, action: 'updateEnabled', payload: { enabled: !enabled } },
      ]);
      if (d.error) toast('error', errorMessage(d.error));
      else
        toast(
          'success',
          `Turning ${flag} ${enabled ? 'off' : 'on'} in ${environment} is in your draft (change request #${d.id})`,
        );
      return;
    }
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
      disabled={fetching || drafting || readOnly}
      onClick={flip}
    >
      {enabled ? 'On' : 'Off'}
    </button>
  );
}
