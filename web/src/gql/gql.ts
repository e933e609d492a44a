/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query Me {\n    me {\n      id\n      name\n      email\n      username\n      rootRole {\n        id\n        name\n      }\n    }\n  }\n': typeof types.MeDocument;
  '\n  query MyPersonalTokens {\n    personalTokens {\n      id\n      description\n      expiresAt\n      createdAt\n      seenAt\n    }\n  }\n': typeof types.MyPersonalTokensDocument;
  '\n  mutation CreateMyPersonalToken($input: PersonalTokenInput!) {\n    createPersonalToken(input: $input) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n': typeof types.CreateMyPersonalTokenDocument;
  '\n  mutation DeleteMyPersonalToken($id: Int!) {\n    deletePersonalToken(id: $id)\n  }\n': typeof types.DeleteMyPersonalTokenDocument;
  '\n  mutation ChangeMyPassword($input: ChangePasswordInput!) {\n    changeMyPassword(input: $input)\n  }\n': typeof types.ChangeMyPasswordDocument;
  '\n  query AdminApiTokens {\n    apiTokens {\n      id\n      tokenName\n      type\n      environment\n      projects\n      secret\n      expiresAt\n      createdAt\n      seenAt\n    }\n    projects {\n      id\n      name\n    }\n    environments {\n      name\n    }\n  }\n': typeof types.AdminApiTokensDocument;
  '\n  mutation AdminCreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n': typeof types.AdminCreateApiTokenDocument;
  '\n  mutation AdminChangeApiTokenExpiry($id: Int!, $expiresAt: Time!) {\n    updateApiTokenExpiryById(id: $id, expiresAt: $expiresAt) {\n      id\n      expiresAt\n    }\n  }\n': typeof types.AdminChangeApiTokenExpiryDocument;
  '\n  mutation AdminRevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id)\n  }\n': typeof types.AdminRevokeApiTokenDocument;
  '\n  query AdminGroups {\n    groups {\n      id\n      name\n      description\n      mappingsSSO\n      rootRole\n      userCount\n      projects\n    }\n    rootRoles {\n      id\n      name\n    }\n  }\n': typeof types.AdminGroupsDocument;
  '\n  query AdminGroup($id: Int!) {\n    group(id: $id) {\n      id\n      name\n      description\n      mappingsSSO\n      rootRole\n      projects\n      users {\n        joinedAt\n        viaSSO\n        user {\n          id\n          name\n          email\n          username\n        }\n      }\n    }\n    users {\n      id\n      name\n      email\n      username\n    }\n    rootRoles {\n      id\n      name\n    }\n  }\n': typeof types.AdminGroupDocument;
  '\n  mutation AdminCreateGroup($input: GroupInput!) {\n    createGroup(input: $input) {\n      id\n    }\n  }\n': typeof types.AdminCreateGroupDocument;
  '\n  mutation AdminUpdateGroup($id: Int!, $input: GroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      id\n      name\n      description\n      mappingsSSO\n      rootRole\n      userCount\n    }\n  }\n': typeof types.AdminUpdateGroupDocument;
  '\n  mutation AdminDeleteGroup($id: Int!) {\n    deleteGroup(id: $id)\n  }\n': typeof types.AdminDeleteGroupDocument;
  '\n  query AdminFrontendOrigins {\n    uiConfig {\n      frontendApiOrigins\n    }\n  }\n': typeof types.AdminFrontendOriginsDocument;
  '\n  mutation AdminSetFrontendOrigins($origins: [String!]!) {\n    setFrontendApiOrigins(frontendApiOrigins: $origins) {\n      frontendApiOrigins\n    }\n  }\n': typeof types.AdminSetFrontendOriginsDocument;
  '\n  query AdminAddons {\n    addons {\n      id\n      description\n      enabled\n      parameters {\n        url\n        secret\n      }\n      events\n      projects\n      environments\n      createdAt\n    }\n  }\n': typeof types.AdminAddonsDocument;
  '\n  query AdminWebhookChoices {\n    eventTypes\n    projects {\n      id\n      name\n    }\n    environments {\n      name\n      enabled\n    }\n  }\n': typeof types.AdminWebhookChoicesDocument;
  '\n  mutation AdminCreateAddon($input: AddonInput!) {\n    createAddon(input: $input) {\n      id\n    }\n  }\n': typeof types.AdminCreateAddonDocument;
  '\n  mutation AdminUpdateAddon($id: Int!, $input: AddonInput!) {\n    updateAddon(id: $id, input: $input) {\n      id\n      enabled\n    }\n  }\n': typeof types.AdminUpdateAddonDocument;
  '\n  mutation AdminDeleteAddon($id: Int!) {\n    deleteAddon(id: $id)\n  }\n': typeof types.AdminDeleteAddonDocument;
  '\n  query AdminAddonDeliveries($id: Int!) {\n    addonDeliveries(id: $id, limit: 20) {\n      id\n      eventId\n      eventType\n      state\n      statusCode\n      error\n      attempts\n      createdAt\n    }\n  }\n': typeof types.AdminAddonDeliveriesDocument;
  '\n  query AdminInvites {\n    signupTokens {\n      id\n      name\n      enabled\n      expiresAt\n      createdAt\n      createdBy\n      role {\n        id\n        name\n      }\n      users {\n        id\n        name\n        email\n        username\n      }\n    }\n  }\n': typeof types.AdminInvitesDocument;
  '\n  mutation AdminCreateInvite($input: SignupTokenInput!) {\n    createSignupToken(input: $input) {\n      id\n      url\n    }\n  }\n': typeof types.AdminCreateInviteDocument;
  '\n  mutation AdminSetInviteEnabled($id: Int!, $enabled: Boolean!) {\n    updateSignupTokenById(id: $id, input: { enabled: $enabled }) {\n      id\n      enabled\n    }\n  }\n': typeof types.AdminSetInviteEnabledDocument;
  '\n  query InviteValid($secret: String!) {\n    inviteValid(secret: $secret)\n  }\n': typeof types.InviteValidDocument;
  '\n  mutation Signup($secret: String!, $input: SignupInput!) {\n    signup(secret: $secret, input: $input) {\n      id\n    }\n  }\n': typeof types.SignupDocument;
  '\n  query AdminAccessProjects {\n    projects {\n      id\n      name\n    }\n  }\n': typeof types.AdminAccessProjectsDocument;
  '\n  query AdminProjectAccess($projectId: String!) {\n    projectAccess(projectId: $projectId) {\n      roles {\n        id\n        name\n        description\n      }\n      users {\n        user {\n          id\n          name\n          email\n          username\n        }\n        role {\n          id\n          name\n        }\n      }\n      groups {\n        group {\n          id\n          name\n        }\n        role {\n          id\n          name\n        }\n      }\n    }\n    users {\n      id\n      name\n      email\n      username\n    }\n    groups {\n      id\n      name\n    }\n  }\n': typeof types.AdminProjectAccessDocument;
  '\n  mutation AdminAssignProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {\n    assignProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)\n  }\n': typeof types.AdminAssignProjectRoleDocument;
  '\n  mutation AdminRemoveProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {\n    removeProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)\n  }\n': typeof types.AdminRemoveProjectRoleDocument;
  '\n  query SignInOptions {\n    signInOptions {\n      sso\n      ssoPath\n      passwordHidden\n    }\n  }\n': typeof types.SignInOptionsDocument;
  '\n  query AdminUsers {\n    users {\n      id\n      name\n      email\n      username\n      seenAt\n      createdAt\n      rootRole {\n        id\n        name\n      }\n    }\n    rootRoles {\n      id\n      name\n    }\n  }\n': typeof types.AdminUsersDocument;
  '\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    inviteUser(input: $input) {\n      user {\n        id\n      }\n      inviteLink\n    }\n  }\n': typeof types.AdminCreateUserDocument;
  '\n  mutation AdminChangeRole($id: Int!, $role: RoleRef!) {\n    updateUser(id: $id, input: { rootRole: $role }) {\n      id\n      rootRole {\n        id\n        name\n      }\n    }\n  }\n': typeof types.AdminChangeRoleDocument;
  '\n  mutation AdminEditUser($id: Int!, $name: String, $email: String) {\n    updateUser(id: $id, input: { name: $name, email: $email }) {\n      id\n      name\n      email\n    }\n  }\n': typeof types.AdminEditUserDocument;
  '\n  mutation AdminDeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n': typeof types.AdminDeleteUserDocument;
  '\n  query MyPermissions($projectId: String) {\n    myRoles(projectId: $projectId) {\n      id\n      permissions\n    }\n  }\n': typeof types.MyPermissionsDocument;
  '\n  query ContextFields {\n    contextFields {\n      name\n      project\n      legalValues {\n        value\n      }\n    }\n  }\n': typeof types.ContextFieldsDocument;
  '\n  query ContextFieldsList {\n    contextFields {\n      name\n      description\n      project\n      stickiness\n      sortOrder\n      usedInFeatures\n      usedInProjects\n      legalValues {\n        value\n        description\n      }\n    }\n  }\n': typeof types.ContextFieldsListDocument;
  '\n  query ContextFieldUses($name: String!) {\n    contextFieldStrategies(name: $name) {\n      id\n      featureName\n      projectId\n      environment\n      strategyName\n    }\n  }\n': typeof types.ContextFieldUsesDocument;
  '\n  mutation CreateContextField($input: CreateContextFieldInput!) {\n    createContextField(input: $input) {\n      name\n    }\n  }\n': typeof types.CreateContextFieldDocument;
  '\n  mutation UpdateContextField($name: String!, $input: UpdateContextFieldInput!) {\n    updateContextField(name: $name, input: $input) {\n      name\n    }\n  }\n': typeof types.UpdateContextFieldDocument;
  '\n  mutation DeleteContextField($name: String!) {\n    deleteContextField(name: $name)\n  }\n': typeof types.DeleteContextFieldDocument;
  '\n  query EnvironmentsAndProjects {\n    environments {\n      name\n      type\n      enabled\n      protected\n      sortOrder\n    }\n    projects {\n      id\n      name\n      environments\n    }\n  }\n': typeof types.EnvironmentsAndProjectsDocument;
  '\n  mutation CreateEnvironment($input: CreateEnvironmentInput!) {\n    createEnvironment(input: $input) {\n      name\n    }\n  }\n': typeof types.CreateEnvironmentDocument;
  '\n  mutation SetEnvironmentEnabled($name: String!, $enabled: Boolean!) {\n    setEnvironmentEnabled(name: $name, enabled: $enabled) {\n      name\n      enabled\n    }\n  }\n': typeof types.SetEnvironmentEnabledDocument;
  '\n  mutation AddProjectEnvironment($projectId: String!, $environment: String!) {\n    addProjectEnvironment(projectId: $projectId, environment: $environment) {\n      id\n      environments\n    }\n  }\n': typeof types.AddProjectEnvironmentDocument;
  '\n  mutation RemoveProjectEnvironment($projectId: String!, $environment: String!) {\n    removeProjectEnvironment(projectId: $projectId, environment: $environment) {\n      id\n      environments\n    }\n  }\n': typeof types.RemoveProjectEnvironmentDocument;
  '\n  query CatalogProjects {\n    projects {\n      id\n      name\n    }\n  }\n': typeof types.CatalogProjectsDocument;
  '\n  query StrategySegments {\n    segments {\n      id\n      name\n      project\n    }\n  }\n': typeof types.StrategySegmentsDocument;
  '\n  query Segments {\n    segments {\n      id\n      name\n      description\n      project\n      usedInFeatures\n      usedInProjects\n      constraints {\n        contextName\n        operator\n        caseInsensitive\n        inverted\n        values\n        value\n      }\n    }\n  }\n': typeof types.SegmentsDocument;
  '\n  query SegmentUses($id: Int!) {\n    segmentStrategies(id: $id) {\n      id\n      featureName\n      projectId\n      environment\n      strategyName\n    }\n  }\n': typeof types.SegmentUsesDocument;
  '\n  mutation CreateSegment($input: SegmentInput!) {\n    createSegment(input: $input) {\n      id\n    }\n  }\n': typeof types.CreateSegmentDocument;
  '\n  mutation UpdateSegment($id: Int!, $input: SegmentInput!) {\n    updateSegment(id: $id, input: $input) {\n      id\n    }\n  }\n': typeof types.UpdateSegmentDocument;
  '\n  mutation DeleteSegment($id: Int!) {\n    deleteSegment(id: $id)\n  }\n': typeof types.DeleteSegmentDocument;
  '\n  query StrategyDefinitions {\n    strategyDefinitions {\n      name\n      displayName\n      description\n      editable\n      deprecated\n      parameters {\n        ...StrategyParameterFields\n      }\n    }\n  }\n': typeof types.StrategyDefinitionsDocument;
  '\n  mutation CreateStrategyDefinition($input: CreateStrategyDefinitionInput!) {\n    createStrategyDefinition(input: $input) {\n      name\n    }\n  }\n': typeof types.CreateStrategyDefinitionDocument;
  '\n  mutation UpdateStrategyDefinition($name: String!, $input: UpdateStrategyDefinitionInput!) {\n    updateStrategyDefinition(name: $name, input: $input) {\n      name\n      description\n      parameters {\n        ...StrategyParameterFields\n      }\n    }\n  }\n': typeof types.UpdateStrategyDefinitionDocument;
  '\n  mutation DeprecateStrategy($name: String!) {\n    deprecateStrategyDefinition(name: $name) {\n      name\n      deprecated\n    }\n  }\n': typeof types.DeprecateStrategyDocument;
  '\n  mutation ReactivateStrategy($name: String!) {\n    reactivateStrategyDefinition(name: $name) {\n      name\n      deprecated\n    }\n  }\n': typeof types.ReactivateStrategyDocument;
  '\n  mutation DeleteStrategy($name: String!) {\n    deleteStrategyDefinition(name: $name)\n  }\n': typeof types.DeleteStrategyDocument;
  '\n  query TagTypesAndTags {\n    tagTypes {\n      name\n      description\n      icon\n    }\n    tags {\n      type\n      value\n    }\n  }\n': typeof types.TagTypesAndTagsDocument;
  '\n  mutation CreateTagType($input: CreateTagTypeInput!) {\n    createTagType(input: $input) {\n      name\n    }\n  }\n': typeof types.CreateTagTypeDocument;
  '\n  mutation UpdateTagType($name: String!, $input: UpdateTagTypeInput!) {\n    updateTagType(name: $name, input: $input) {\n      name\n      description\n      icon\n    }\n  }\n': typeof types.UpdateTagTypeDocument;
  '\n  mutation DeleteTagType($name: String!) {\n    deleteTagType(name: $name)\n  }\n': typeof types.DeleteTagTypeDocument;
  '\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      type\n      value\n    }\n  }\n': typeof types.CreateTagDocument;
  '\n  mutation DeleteTag($type: String!, $value: String!) {\n    deleteTag(type: $type, value: $value)\n  }\n': typeof types.DeleteTagDocument;
  '\n  fragment ChangeRequestFields on ChangeRequest {\n    id\n    title\n    state\n    environment\n    minApprovals\n    createdAt\n    createdBy {\n      id\n      username\n    }\n    features {\n      name\n      conflict\n      changes {\n        id\n        action\n        payload\n        conflict\n      }\n    }\n    approvals {\n      createdBy {\n        username\n      }\n    }\n    rejections {\n      createdBy {\n        username\n      }\n    }\n    comments {\n      id\n      text\n      createdBy {\n        username\n      }\n    }\n    schedule {\n      scheduledAt\n      status\n      failureReason\n    }\n  }\n': typeof types.ChangeRequestFieldsFragmentDoc;
  '\n  query ChangeRequests($projectId: String!) {\n    changeRequests(projectId: $projectId, list: ALL) {\n      id\n      title\n      state\n      environment\n      createdBy {\n        username\n      }\n      features {\n        name\n      }\n    }\n  }\n': typeof types.ChangeRequestsDocument;
  '\n  query ChangeRequest($projectId: String!, $id: Int!) {\n    changeRequest(projectId: $projectId, id: $id) {\n      ...ChangeRequestFields\n    }\n    me {\n      id\n    }\n  }\n': typeof types.ChangeRequestDocument;
  '\n  mutation SetChangeRequestState(\n    $projectId: String!\n    $id: Int!\n    $state: String!\n    $scheduledAt: Time\n    $comment: String\n  ) {\n    setChangeRequestState(\n      projectId: $projectId\n      id: $id\n      state: $state\n      scheduledAt: $scheduledAt\n      comment: $comment\n    ) {\n      ...ChangeRequestFields\n    }\n  }\n': typeof types.SetChangeRequestStateDocument;
  '\n  mutation AddChangeRequestComment($projectId: String!, $id: Int!, $text: String!) {\n    addChangeRequestComment(projectId: $projectId, id: $id, text: $text) {\n      ...ChangeRequestFields\n    }\n  }\n': typeof types.AddChangeRequestCommentDocument;
  '\n  mutation SetChangeRequestConfig(\n    $projectId: String!\n    $environment: String!\n    $enabled: Boolean!\n    $requiredApprovals: Int\n  ) {\n    setChangeRequestConfig(\n      projectId: $projectId\n      environment: $environment\n      enabled: $enabled\n      requiredApprovals: $requiredApprovals\n    ) {\n      environment\n      changeRequestEnabled\n      requiredApprovals\n    }\n  }\n': typeof types.SetChangeRequestConfigDocument;
  '\n  query FlagNow($projectId: String!, $name: String!, $environment: String!) {\n    feature(projectId: $projectId, name: $name) {\n      name\n      environments {\n        name\n        enabled\n      }\n    }\n    featureStrategies(projectId: $projectId, featureName: $name, environment: $environment) {\n      id\n      name\n      title\n      disabled\n      parameters\n    }\n  }\n': typeof types.FlagNowDocument;
  '\n  query ChangeRequestConfig($projectId: String!) {\n    changeRequestConfig(projectId: $projectId) {\n      environment\n      type\n      changeRequestEnabled\n      requiredApprovals\n    }\n  }\n': typeof types.ChangeRequestConfigDocument;
  '\n  mutation AddChanges($projectId: String!, $environment: String!, $changes: [ChangeInput!]!) {\n    addChanges(projectId: $projectId, environment: $environment, changes: $changes) {\n      id\n      state\n    }\n  }\n': typeof types.AddChangesDocument;
  '\n  query EventLog($filter: EventFilter, $first: Int, $after: String) {\n    events(filter: $filter, first: $first, after: $after) {\n      totalEvents\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          type\n          createdBy\n          project\n          featureName\n          environment\n          data\n          preData\n          tags {\n            type\n            value\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n': typeof types.EventLogDocument;
  '\n  subscription EventLogLive($project: String, $feature: String) {\n    eventAdded(project: $project, feature: $feature) {\n      id\n      createdAt\n      type\n      createdBy\n      project\n      featureName\n      environment\n      data\n      preData\n      tags {\n        type\n        value\n      }\n    }\n  }\n': typeof types.EventLogLiveDocument;
  '\n  query EventLogOptions {\n    projects {\n      id\n      name\n    }\n    eventTypes\n  }\n': typeof types.EventLogOptionsDocument;
  '\n  query ArchivedFlags($projectId: String!) {\n    archivedFeatures(projectId: $projectId) {\n      name\n      type\n      archivedAt\n    }\n  }\n': typeof types.ArchivedFlagsDocument;
  '\n  mutation ReviveFlag($name: String!) {\n    reviveFeature(name: $name) {\n      name\n      project\n      archived\n    }\n  }\n': typeof types.ReviveFlagDocument;
  '\n  mutation SetFlagEnabled($projectId: String!, $name: String!, $environment: String!, $enabled: Boolean!) {\n    setFeatureEnvironmentEnabled(\n      projectId: $projectId\n      name: $name\n      environment: $environment\n      enabled: $enabled\n    ) {\n      name\n      environments {\n        name\n        enabled\n      }\n    }\n  }\n': typeof types.SetFlagEnabledDocument;
  '\n  query FeatureVariants($projectId: String!, $featureName: String!, $environment: String!) {\n    featureVariants(projectId: $projectId, featureName: $featureName, environment: $environment) {\n      name\n      weight\n      weightType\n      stickiness\n      payload {\n        type\n        value\n      }\n      overrides {\n        contextName\n        values\n      }\n    }\n  }\n': typeof types.FeatureVariantsDocument;
  '\n  mutation SetFeatureVariants(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $variants: [VariantInput!]!\n  ) {\n    setFeatureVariants(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      variants: $variants\n    ) {\n      name\n    }\n  }\n': typeof types.SetFeatureVariantsDocument;
  '\n  query ParentSearch($filter: FeatureSearchInput!) {\n    searchFeatures(filter: $filter) {\n      totalCount\n      nodes {\n        name\n        dependencies {\n          feature\n        }\n      }\n    }\n  }\n': typeof types.ParentSearchDocument;
  '\n  query ParentVariants($projectId: String!, $name: String!) {\n    feature(projectId: $projectId, name: $name) {\n      name\n      environments {\n        name\n        variants {\n          name\n        }\n        strategies {\n          id\n          variants {\n            name\n          }\n        }\n      }\n    }\n  }\n': typeof types.ParentVariantsDocument;
  '\n  mutation AddDependency($projectId: String!, $child: String!, $input: DependencyInput!) {\n    addDependency(projectId: $projectId, child: $child, input: $input) {\n      feature\n      enabled\n      variants\n    }\n  }\n': typeof types.AddDependencyDocument;
  '\n  mutation DeleteDependency($projectId: String!, $child: String!, $parent: String!) {\n    deleteDependency(projectId: $projectId, child: $child, parent: $parent)\n  }\n': typeof types.DeleteDependencyDocument;
  '\n  mutation UpdateFlag($projectId: String!, $name: String!, $input: UpdateFeatureInput!) {\n    updateFeature(projectId: $projectId, name: $name, input: $input) {\n      name\n      description\n      stale\n      impressionData\n    }\n  }\n': typeof types.UpdateFlagDocument;
  '\n  mutation AddFlagTag($featureName: String!, $input: TagInput!) {\n    addFeatureTag(featureName: $featureName, input: $input) {\n      type\n      value\n    }\n  }\n': typeof types.AddFlagTagDocument;
  '\n  mutation RemoveFlagTag($featureName: String!, $type: String!, $value: String!) {\n    removeFeatureTag(featureName: $featureName, type: $type, value: $value)\n  }\n': typeof types.RemoveFlagTagDocument;
  '\n  query FlagHistory($name: String!) {\n    featureEvents(featureName: $name) {\n      totalEvents\n      events {\n        id\n        createdAt\n        type\n        createdBy\n        environment\n        data\n        preData\n      }\n    }\n  }\n': typeof types.FlagHistoryDocument;
  '\n  query Flag($projectId: String!, $name: String!) {\n    feature(projectId: $projectId, name: $name) {\n      name\n      description\n      type\n      project\n      stale\n      impressionData\n      createdAt\n      tags {\n        type\n        value\n      }\n      environments {\n        name\n        type\n        enabled\n      }\n      dependencies {\n        feature\n        enabled\n        variants\n      }\n      children\n    }\n  }\n': typeof types.FlagDocument;
  '\n  fragment StrategyFields on FeatureStrategy {\n    id\n    name\n    title\n    disabled\n    sortOrder\n    parameters\n    constraints {\n      contextName\n      operator\n      inverted\n      caseInsensitive\n      values\n      value\n    }\n    variants {\n      name\n      weight\n      weightType\n      stickiness\n      payload {\n        type\n        value\n      }\n    }\n    segments\n  }\n': typeof types.StrategyFieldsFragmentDoc;
  '\n  query Strategies($projectId: String!, $featureName: String!, $environment: String!) {\n    featureStrategies(projectId: $projectId, featureName: $featureName, environment: $environment) {\n      ...StrategyFields\n    }\n  }\n': typeof types.StrategiesDocument;
  '\n  mutation AddRollout(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $input: FeatureStrategyInput!\n  ) {\n    addFeatureStrategy(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      input: $input\n    ) {\n      id\n    }\n  }\n': typeof types.AddRolloutDocument;
  '\n  mutation RemoveStrategy($projectId: String!, $featureName: String!, $environment: String!, $id: String!) {\n    deleteFeatureStrategy(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      id: $id\n    )\n  }\n': typeof types.RemoveStrategyDocument;
  '\n  mutation UpdateStrategy(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $id: String!\n    $input: UpdateFeatureStrategyInput!\n  ) {\n    updateFeatureStrategy(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      id: $id\n      input: $input\n    ) {\n      ...StrategyFields\n    }\n  }\n': typeof types.UpdateStrategyDocument;
  '\n  mutation ReorderStrategies(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $order: [StrategySortOrderInput!]!\n  ) {\n    setStrategySortOrder(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      order: $order\n    ) {\n      id\n      sortOrder\n    }\n  }\n': typeof types.ReorderStrategiesDocument;
  '\n  query PlaygroundOptions {\n    environments {\n      name\n    }\n  }\n': typeof types.PlaygroundOptionsDocument;
  '\n  query FlagPlayground($input: PlaygroundInput!) {\n    playground(input: $input) {\n      name\n      projectId\n      isEnabled\n      hasUnsatisfiedDependency\n      variant {\n        name\n        enabled\n      }\n      strategies {\n        id\n        name\n        title\n        enabled\n        evaluationStatus\n      }\n    }\n  }\n': typeof types.FlagPlaygroundDocument;
  '\n  query ProjectFlags($projectId: String!) {\n    project(id: $projectId) {\n      id\n      name\n      environments\n    }\n  }\n': typeof types.ProjectFlagsDocument;
  '\n  query FlagPage($filter: FeatureSearchInput!) {\n    searchFeatures(filter: $filter) {\n      totalCount\n      hasNextPage\n      nodes {\n        name\n        description\n        type\n        stale\n        archived\n        favorite\n        environments {\n          name\n          enabled\n        }\n      }\n    }\n  }\n': typeof types.FlagPageDocument;
  '\n  mutation CreateFlag($projectId: String!, $input: CreateFeatureInput!) {\n    createFeature(projectId: $projectId, input: $input) {\n      name\n    }\n  }\n': typeof types.CreateFlagDocument;
  '\n  mutation FavoriteFlag($projectId: String!, $name: String!) {\n    favoriteFeature(projectId: $projectId, name: $name)\n  }\n': typeof types.FavoriteFlagDocument;
  '\n  mutation UnfavoriteFlag($projectId: String!, $name: String!) {\n    unfavoriteFeature(projectId: $projectId, name: $name)\n  }\n': typeof types.UnfavoriteFlagDocument;
  '\n  mutation ArchiveFlag($projectId: String!, $name: String!) {\n    archiveFeature(projectId: $projectId, name: $name) {\n      name\n      archived\n    }\n  }\n': typeof types.ArchiveFlagDocument;
  '\n  query Projects {\n    projects {\n      id\n      name\n      description\n      featureCount\n      environments\n    }\n  }\n': typeof types.ProjectsDocument;
  '\n  fragment StrategyParameterFields on StrategyParameter {\n    name\n    type\n    description\n    required\n  }\n': typeof types.StrategyParameterFieldsFragmentDoc;
  '\n  query StrategyChoices {\n    strategyDefinitions {\n      name\n      displayName\n      deprecated\n      parameters {\n        ...StrategyParameterFields\n      }\n    }\n  }\n': typeof types.StrategyChoicesDocument;
  '\n  query FlagMetrics($name: String!, $hours: Int!) {\n    featureMetrics(featureName: $name, hoursBack: $hours) {\n      applications\n      buckets {\n        timestamp\n        environment\n        appName\n        yes\n        no\n      }\n    }\n  }\n': typeof types.FlagMetricsDocument;
  '\n  query InstanceInsights {\n    instanceInsights {\n      users {\n        total\n        active\n        inactive\n      }\n      flags {\n        total\n      }\n      userTrends {\n        date\n        total\n        active\n        inactive\n      }\n      flagTrends {\n        date\n        total\n        active\n        stale\n        potentiallyStale\n      }\n      projectFlagTrends {\n        week\n        project\n        health\n        timeToProduction\n      }\n      metricsSummaryTrends {\n        week\n        project\n        totalRequests\n      }\n      environmentTypeTrends {\n        week\n        environmentType\n        totalUpdates\n      }\n    }\n  }\n': typeof types.InstanceInsightsDocument;
  '\n  fragment FavoriteFields on Feature {\n    name\n    favorite\n  }\n': typeof types.FavoriteFieldsFragmentDoc;
  '\n  subscription LiveEvents($project: String) {\n    eventAdded(project: $project) {\n      id\n      type\n      featureName\n    }\n  }\n': typeof types.LiveEventsDocument;
  '\n  query TransferOptions {\n    projects {\n      id\n      name\n    }\n    environments {\n      name\n    }\n  }\n': typeof types.TransferOptionsDocument;
  '\n  mutation ExportFeatures($query: ExportQueryInput!) {\n    exportFeatures(query: $query)\n  }\n': typeof types.ExportFeaturesDocument;
  '\n  query ValidateImport($document: Map!) {\n    validateImport(document: $document) {\n      errors {\n        message\n        affectedItems\n      }\n      warnings {\n        message\n        affectedItems\n      }\n      permissions {\n        message\n        affectedItems\n      }\n    }\n  }\n': typeof types.ValidateImportDocument;
  '\n  mutation ImportFeatures($document: Map!) {\n    importFeatures(document: $document)\n  }\n': typeof types.ImportFeaturesDocument;
  '\n  query ExportState {\n    exportState\n  }\n': typeof types.ExportStateDocument;
  '\n  mutation ImportState($document: Map!, $drop: Boolean, $keep: Boolean) {\n    importState(document: $document, drop: $drop, keep: $keep)\n  }\n': typeof types.ImportStateDocument;
};
const documents: Documents = {
  '\n  query Me {\n    me {\n      id\n      name\n      email\n      username\n      rootRole {\n        id\n        name\n      }\n    }\n  }\n':
    types.MeDocument,
  '\n  query MyPersonalTokens {\n    personalTokens {\n      id\n      description\n      expiresAt\n      createdAt\n      seenAt\n    }\n  }\n':
    types.MyPersonalTokensDocument,
  '\n  mutation CreateMyPersonalToken($input: PersonalTokenInput!) {\n    createPersonalToken(input: $input) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n':
    types.CreateMyPersonalTokenDocument,
  '\n  mutation DeleteMyPersonalToken($id: Int!) {\n    deletePersonalToken(id: $id)\n  }\n':
    types.DeleteMyPersonalTokenDocument,
  '\n  mutation ChangeMyPassword($input: ChangePasswordInput!) {\n    changeMyPassword(input: $input)\n  }\n':
    types.ChangeMyPasswordDocument,
  '\n  query AdminApiTokens {\n    apiTokens {\n      id\n      tokenName\n      type\n      environment\n      projects\n      secret\n      expiresAt\n      createdAt\n      seenAt\n    }\n    projects {\n      id\n      name\n    }\n    environments {\n      name\n    }\n  }\n':
    types.AdminApiTokensDocument,
  '\n  mutation AdminCreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n':
    types.AdminCreateApiTokenDocument,
  '\n  mutation AdminChangeApiTokenExpiry($id: Int!, $expiresAt: Time!) {\n    updateApiTokenExpiryById(id: $id, expiresAt: $expiresAt) {\n      id\n      expiresAt\n    }\n  }\n':
    types.AdminChangeApiTokenExpiryDocument,
  '\n  mutation AdminRevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id)\n  }\n':
    types.AdminRevokeApiTokenDocument,
  '\n  query AdminGroups {\n    groups {\n      id\n      name\n      description\n      mappingsSSO\n      rootRole\n      userCount\n      projects\n    }\n    rootRoles {\n      id\n      name\n    }\n  }\n':
    types.AdminGroupsDocument,
  '\n  query AdminGroup($id: Int!) {\n    group(id: $id) {\n      id\n      name\n      description\n      mappingsSSO\n      rootRole\n      projects\n      users {\n        joinedAt\n        viaSSO\n        user {\n          id\n          name\n          email\n          username\n        }\n      }\n    }\n    users {\n      id\n      name\n      email\n      username\n    }\n    rootRoles {\n      id\n      name\n    }\n  }\n':
    types.AdminGroupDocument,
  '\n  mutation AdminCreateGroup($input: GroupInput!) {\n    createGroup(input: $input) {\n      id\n    }\n  }\n':
    types.AdminCreateGroupDocument,
  '\n  mutation AdminUpdateGroup($id: Int!, $input: GroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      id\n      name\n      description\n      mappingsSSO\n      rootRole\n      userCount\n    }\n  }\n':
    types.AdminUpdateGroupDocument,
  '\n  mutation AdminDeleteGroup($id: Int!) {\n    deleteGroup(id: $id)\n  }\n':
    types.AdminDeleteGroupDocument,
  '\n  query AdminFrontendOrigins {\n    uiConfig {\n      frontendApiOrigins\n    }\n  }\n':
    types.AdminFrontendOriginsDocument,
  '\n  mutation AdminSetFrontendOrigins($origins: [String!]!) {\n    setFrontendApiOrigins(frontendApiOrigins: $origins) {\n      frontendApiOrigins\n    }\n  }\n':
    types.AdminSetFrontendOriginsDocument,
  '\n  query AdminAddons {\n    addons {\n      id\n      description\n      enabled\n      parameters {\n        url\n        secret\n      }\n      events\n      projects\n      environments\n      createdAt\n    }\n  }\n':
    types.AdminAddonsDocument,
  '\n  query AdminWebhookChoices {\n    eventTypes\n    projects {\n      id\n      name\n    }\n    environments {\n      name\n      enabled\n    }\n  }\n':
    types.AdminWebhookChoicesDocument,
  '\n  mutation AdminCreateAddon($input: AddonInput!) {\n    createAddon(input: $input) {\n      id\n    }\n  }\n':
    types.AdminCreateAddonDocument,
  '\n  mutation AdminUpdateAddon($id: Int!, $input: AddonInput!) {\n    updateAddon(id: $id, input: $input) {\n      id\n      enabled\n    }\n  }\n':
    types.AdminUpdateAddonDocument,
  '\n  mutation AdminDeleteAddon($id: Int!) {\n    deleteAddon(id: $id)\n  }\n':
    types.AdminDeleteAddonDocument,
  '\n  query AdminAddonDeliveries($id: Int!) {\n    addonDeliveries(id: $id, limit: 20) {\n      id\n      eventId\n      eventType\n      state\n      statusCode\n      error\n      attempts\n      createdAt\n    }\n  }\n':
    types.AdminAddonDeliveriesDocument,
  '\n  query AdminInvites {\n    signupTokens {\n      id\n      name\n      enabled\n      expiresAt\n      createdAt\n      createdBy\n      role {\n        id\n        name\n      }\n      users {\n        id\n        name\n        email\n        username\n      }\n    }\n  }\n':
    types.AdminInvitesDocument,
  '\n  mutation AdminCreateInvite($input: SignupTokenInput!) {\n    createSignupToken(input: $input) {\n      id\n      url\n    }\n  }\n':
    types.AdminCreateInviteDocument,
  '\n  mutation AdminSetInviteEnabled($id: Int!, $enabled: Boolean!) {\n    updateSignupTokenById(id: $id, input: { enabled: $enabled }) {\n      id\n      enabled\n    }\n  }\n':
    types.AdminSetInviteEnabledDocument,
  '\n  query InviteValid($secret: String!) {\n    inviteValid(secret: $secret)\n  }\n':
    types.InviteValidDocument,
  '\n  mutation Signup($secret: String!, $input: SignupInput!) {\n    signup(secret: $secret, input: $input) {\n      id\n    }\n  }\n':
    types.SignupDocument,
  '\n  query AdminAccessProjects {\n    projects {\n      id\n      name\n    }\n  }\n':
    types.AdminAccessProjectsDocument,
  '\n  query AdminProjectAccess($projectId: String!) {\n    projectAccess(projectId: $projectId) {\n      roles {\n        id\n        name\n        description\n      }\n      users {\n        user {\n          id\n          name\n          email\n          username\n        }\n        role {\n          id\n          name\n        }\n      }\n      groups {\n        group {\n          id\n          name\n        }\n        role {\n          id\n          name\n        }\n      }\n    }\n    users {\n      id\n      name\n      email\n      username\n    }\n    groups {\n      id\n      name\n    }\n  }\n':
    types.AdminProjectAccessDocument,
  '\n  mutation AdminAssignProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {\n    assignProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)\n  }\n':
    types.AdminAssignProjectRoleDocument,
  '\n  mutation AdminRemoveProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {\n    removeProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)\n  }\n':
    types.AdminRemoveProjectRoleDocument,
  '\n  query SignInOptions {\n    signInOptions {\n      sso\n      ssoPath\n      passwordHidden\n    }\n  }\n':
    types.SignInOptionsDocument,
  '\n  query AdminUsers {\n    users {\n      id\n      name\n      email\n      username\n      seenAt\n      createdAt\n      rootRole {\n        id\n        name\n      }\n    }\n    rootRoles {\n      id\n      name\n    }\n  }\n':
    types.AdminUsersDocument,
  '\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    inviteUser(input: $input) {\n      user {\n        id\n      }\n      inviteLink\n    }\n  }\n':
    types.AdminCreateUserDocument,
  '\n  mutation AdminChangeRole($id: Int!, $role: RoleRef!) {\n    updateUser(id: $id, input: { rootRole: $role }) {\n      id\n      rootRole {\n        id\n        name\n      }\n    }\n  }\n':
    types.AdminChangeRoleDocument,
  '\n  mutation AdminEditUser($id: Int!, $name: String, $email: String) {\n    updateUser(id: $id, input: { name: $name, email: $email }) {\n      id\n      name\n      email\n    }\n  }\n':
    types.AdminEditUserDocument,
  '\n  mutation AdminDeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n': types.AdminDeleteUserDocument,
  '\n  query MyPermissions($projectId: String) {\n    myRoles(projectId: $projectId) {\n      id\n      permissions\n    }\n  }\n':
    types.MyPermissionsDocument,
  '\n  query ContextFields {\n    contextFields {\n      name\n      project\n      legalValues {\n        value\n      }\n    }\n  }\n':
    types.ContextFieldsDocument,
  '\n  query ContextFieldsList {\n    contextFields {\n      name\n      description\n      project\n      stickiness\n      sortOrder\n      usedInFeatures\n      usedInProjects\n      legalValues {\n        value\n        description\n      }\n    }\n  }\n':
    types.ContextFieldsListDocument,
  '\n  query ContextFieldUses($name: String!) {\n    contextFieldStrategies(name: $name) {\n      id\n      featureName\n      projectId\n      environment\n      strategyName\n    }\n  }\n':
    types.ContextFieldUsesDocument,
  '\n  mutation CreateContextField($input: CreateContextFieldInput!) {\n    createContextField(input: $input) {\n      name\n    }\n  }\n':
    types.CreateContextFieldDocument,
  '\n  mutation UpdateContextField($name: String!, $input: UpdateContextFieldInput!) {\n    updateContextField(name: $name, input: $input) {\n      name\n    }\n  }\n':
    types.UpdateContextFieldDocument,
  '\n  mutation DeleteContextField($name: String!) {\n    deleteContextField(name: $name)\n  }\n':
    types.DeleteContextFieldDocument,
  '\n  query EnvironmentsAndProjects {\n    environments {\n      name\n      type\n      enabled\n      protected\n      sortOrder\n    }\n    projects {\n      id\n      name\n      environments\n    }\n  }\n':
    types.EnvironmentsAndProjectsDocument,
  '\n  mutation CreateEnvironment($input: CreateEnvironmentInput!) {\n    createEnvironment(input: $input) {\n      name\n    }\n  }\n':
    types.CreateEnvironmentDocument,
  '\n  mutation SetEnvironmentEnabled($name: String!, $enabled: Boolean!) {\n    setEnvironmentEnabled(name: $name, enabled: $enabled) {\n      name\n      enabled\n    }\n  }\n':
    types.SetEnvironmentEnabledDocument,
  '\n  mutation AddProjectEnvironment($projectId: String!, $environment: String!) {\n    addProjectEnvironment(projectId: $projectId, environment: $environment) {\n      id\n      environments\n    }\n  }\n':
    types.AddProjectEnvironmentDocument,
  '\n  mutation RemoveProjectEnvironment($projectId: String!, $environment: String!) {\n    removeProjectEnvironment(projectId: $projectId, environment: $environment) {\n      id\n      environments\n    }\n  }\n':
    types.RemoveProjectEnvironmentDocument,
  '\n  query CatalogProjects {\n    projects {\n      id\n      name\n    }\n  }\n':
    types.CatalogProjectsDocument,
  '\n  query StrategySegments {\n    segments {\n      id\n      name\n      project\n    }\n  }\n':
    types.StrategySegmentsDocument,
  '\n  query Segments {\n    segments {\n      id\n      name\n      description\n      project\n      usedInFeatures\n      usedInProjects\n      constraints {\n        contextName\n        operator\n        caseInsensitive\n        inverted\n        values\n        value\n      }\n    }\n  }\n':
    types.SegmentsDocument,
  '\n  query SegmentUses($id: Int!) {\n    segmentStrategies(id: $id) {\n      id\n      featureName\n      projectId\n      environment\n      strategyName\n    }\n  }\n':
    types.SegmentUsesDocument,
  '\n  mutation CreateSegment($input: SegmentInput!) {\n    createSegment(input: $input) {\n      id\n    }\n  }\n':
    types.CreateSegmentDocument,
  '\n  mutation UpdateSegment($id: Int!, $input: SegmentInput!) {\n    updateSegment(id: $id, input: $input) {\n      id\n    }\n  }\n':
    types.UpdateSegmentDocument,
  '\n  mutation DeleteSegment($id: Int!) {\n    deleteSegment(id: $id)\n  }\n': types.DeleteSegmentDocument,
  '\n  query StrategyDefinitions {\n    strategyDefinitions {\n      name\n      displayName\n      description\n      editable\n      deprecated\n      parameters {\n        ...StrategyParameterFields\n      }\n    }\n  }\n':
    types.StrategyDefinitionsDocument,
  '\n  mutation CreateStrategyDefinition($input: CreateStrategyDefinitionInput!) {\n    createStrategyDefinition(input: $input) {\n      name\n    }\n  }\n':
    types.CreateStrategyDefinitionDocument,
  '\n  mutation UpdateStrategyDefinition($name: String!, $input: UpdateStrategyDefinitionInput!) {\n    updateStrategyDefinition(name: $name, input: $input) {\n      name\n      description\n      parameters {\n        ...StrategyParameterFields\n      }\n    }\n  }\n':
    types.UpdateStrategyDefinitionDocument,
  '\n  mutation DeprecateStrategy($name: String!) {\n    deprecateStrategyDefinition(name: $name) {\n      name\n      deprecated\n    }\n  }\n':
    types.DeprecateStrategyDocument,
  '\n  mutation ReactivateStrategy($name: String!) {\n    reactivateStrategyDefinition(name: $name) {\n      name\n      deprecated\n    }\n  }\n':
    types.ReactivateStrategyDocument,
  '\n  mutation DeleteStrategy($name: String!) {\n    deleteStrategyDefinition(name: $name)\n  }\n':
    types.DeleteStrategyDocument,
  '\n  query TagTypesAndTags {\n    tagTypes {\n      name\n      description\n      icon\n    }\n    tags {\n      type\n      value\n    }\n  }\n':
    types.TagTypesAndTagsDocument,
  '\n  mutation CreateTagType($input: CreateTagTypeInput!) {\n    createTagType(input: $input) {\n      name\n    }\n  }\n':
    types.CreateTagTypeDocument,
  '\n  mutation UpdateTagType($name: String!, $input: UpdateTagTypeInput!) {\n    updateTagType(name: $name, input: $input) {\n      name\n      description\n      icon\n    }\n  }\n':
    types.UpdateTagTypeDocument,
  '\n  mutation DeleteTagType($name: String!) {\n    deleteTagType(name: $name)\n  }\n':
    types.DeleteTagTypeDocument,
  '\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      type\n      value\n    }\n  }\n':
    types.CreateTagDocument,
  '\n  mutation DeleteTag($type: String!, $value: String!) {\n    deleteTag(type: $type, value: $value)\n  }\n':
    types.DeleteTagDocument,
  '\n  fragment ChangeRequestFields on ChangeRequest {\n    id\n    title\n    state\n    environment\n    minApprovals\n    createdAt\n    createdBy {\n      id\n      username\n    }\n    features {\n      name\n      conflict\n      changes {\n        id\n        action\n        payload\n        conflict\n      }\n    }\n    approvals {\n      createdBy {\n        username\n      }\n    }\n    rejections {\n      createdBy {\n        username\n      }\n    }\n    comments {\n      id\n      text\n      createdBy {\n        username\n      }\n    }\n    schedule {\n      scheduledAt\n      status\n      failureReason\n    }\n  }\n':
    types.ChangeRequestFieldsFragmentDoc,
  '\n  query ChangeRequests($projectId: String!) {\n    changeRequests(projectId: $projectId, list: ALL) {\n      id\n      title\n      state\n      environment\n      createdBy {\n        username\n      }\n      features {\n        name\n      }\n    }\n  }\n':
    types.ChangeRequestsDocument,
  '\n  query ChangeRequest($projectId: String!, $id: Int!) {\n    changeRequest(projectId: $projectId, id: $id) {\n      ...ChangeRequestFields\n    }\n    me {\n      id\n    }\n  }\n':
    types.ChangeRequestDocument,
  '\n  mutation SetChangeRequestState(\n    $projectId: String!\n    $id: Int!\n    $state: String!\n    $scheduledAt: Time\n    $comment: String\n  ) {\n    setChangeRequestState(\n      projectId: $projectId\n      id: $id\n      state: $state\n      scheduledAt: $scheduledAt\n      comment: $comment\n    ) {\n      ...ChangeRequestFields\n    }\n  }\n':
    types.SetChangeRequestStateDocument,
  '\n  mutation AddChangeRequestComment($projectId: String!, $id: Int!, $text: String!) {\n    addChangeRequestComment(projectId: $projectId, id: $id, text: $text) {\n      ...ChangeRequestFields\n    }\n  }\n':
    types.AddChangeRequestCommentDocument,
  '\n  mutation SetChangeRequestConfig(\n    $projectId: String!\n    $environment: String!\n    $enabled: Boolean!\n    $requiredApprovals: Int\n  ) {\n    setChangeRequestConfig(\n      projectId: $projectId\n      environment: $environment\n      enabled: $enabled\n      requiredApprovals: $requiredApprovals\n    ) {\n      environment\n      changeRequestEnabled\n      requiredApprovals\n    }\n  }\n':
    types.SetChangeRequestConfigDocument,
  '\n  query FlagNow($projectId: String!, $name: String!, $environment: String!) {\n    feature(projectId: $projectId, name: $name) {\n      name\n      environments {\n        name\n        enabled\n      }\n    }\n    featureStrategies(projectId: $projectId, featureName: $name, environment: $environment) {\n      id\n      name\n      title\n      disabled\n      parameters\n    }\n  }\n':
    types.FlagNowDocument,
  '\n  query ChangeRequestConfig($projectId: String!) {\n    changeRequestConfig(projectId: $projectId) {\n      environment\n      type\n      changeRequestEnabled\n      requiredApprovals\n    }\n  }\n':
    types.ChangeRequestConfigDocument,
  '\n  mutation AddChanges($projectId: String!, $environment: String!, $changes: [ChangeInput!]!) {\n    addChanges(projectId: $projectId, environment: $environment, changes: $changes) {\n      id\n      state\n    }\n  }\n':
    types.AddChangesDocument,
  '\n  query EventLog($filter: EventFilter, $first: Int, $after: String) {\n    events(filter: $filter, first: $first, after: $after) {\n      totalEvents\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          type\n          createdBy\n          project\n          featureName\n          environment\n          data\n          preData\n          tags {\n            type\n            value\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n':
    types.EventLogDocument,
  '\n  subscription EventLogLive($project: String, $feature: String) {\n    eventAdded(project: $project, feature: $feature) {\n      id\n      createdAt\n      type\n      createdBy\n      project\n      featureName\n      environment\n      data\n      preData\n      tags {\n        type\n        value\n      }\n    }\n  }\n':
    types.EventLogLiveDocument,
  '\n  query EventLogOptions {\n    projects {\n      id\n      name\n    }\n    eventTypes\n  }\n':
    types.EventLogOptionsDocument,
  '\n  query ArchivedFlags($projectId: String!) {\n    archivedFeatures(projectId: $projectId) {\n      name\n      type\n      archivedAt\n    }\n  }\n':
    types.ArchivedFlagsDocument,
  '\n  mutation ReviveFlag($name: String!) {\n    reviveFeature(name: $name) {\n      name\n      project\n      archived\n    }\n  }\n':
    types.ReviveFlagDocument,
  '\n  mutation SetFlagEnabled($projectId: String!, $name: String!, $environment: String!, $enabled: Boolean!) {\n    setFeatureEnvironmentEnabled(\n      projectId: $projectId\n      name: $name\n      environment: $environment\n      enabled: $enabled\n    ) {\n      name\n      environments {\n        name\n        enabled\n      }\n    }\n  }\n':
    types.SetFlagEnabledDocument,
  '\n  query FeatureVariants($projectId: String!, $featureName: String!, $environment: String!) {\n    featureVariants(projectId: $projectId, featureName: $featureName, environment: $environment) {\n      name\n      weight\n      weightType\n      stickiness\n      payload {\n        type\n        value\n      }\n      overrides {\n        contextName\n        values\n      }\n    }\n  }\n':
    types.FeatureVariantsDocument,
  '\n  mutation SetFeatureVariants(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $variants: [VariantInput!]!\n  ) {\n    setFeatureVariants(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      variants: $variants\n    ) {\n      name\n    }\n  }\n':
    types.SetFeatureVariantsDocument,
  '\n  query ParentSearch($filter: FeatureSearchInput!) {\n    searchFeatures(filter: $filter) {\n      totalCount\n      nodes {\n        name\n        dependencies {\n          feature\n        }\n      }\n    }\n  }\n':
    types.ParentSearchDocument,
  '\n  query ParentVariants($projectId: String!, $name: String!) {\n    feature(projectId: $projectId, name: $name) {\n      name\n      environments {\n        name\n        variants {\n          name\n        }\n        strategies {\n          id\n          variants {\n            name\n          }\n        }\n      }\n    }\n  }\n':
    types.ParentVariantsDocument,
  '\n  mutation AddDependency($projectId: String!, $child: String!, $input: DependencyInput!) {\n    addDependency(projectId: $projectId, child: $child, input: $input) {\n      feature\n      enabled\n      variants\n    }\n  }\n':
    types.AddDependencyDocument,
  '\n  mutation DeleteDependency($projectId: String!, $child: String!, $parent: String!) {\n    deleteDependency(projectId: $projectId, child: $child, parent: $parent)\n  }\n':
    types.DeleteDependencyDocument,
  '\n  mutation UpdateFlag($projectId: String!, $name: String!, $input: UpdateFeatureInput!) {\n    updateFeature(projectId: $projectId, name: $name, input: $input) {\n      name\n      description\n      stale\n      impressionData\n    }\n  }\n':
    types.UpdateFlagDocument,
  '\n  mutation AddFlagTag($featureName: String!, $input: TagInput!) {\n    addFeatureTag(featureName: $featureName, input: $input) {\n      type\n      value\n    }\n  }\n':
    types.AddFlagTagDocument,
  '\n  mutation RemoveFlagTag($featureName: String!, $type: String!, $value: String!) {\n    removeFeatureTag(featureName: $featureName, type: $type, value: $value)\n  }\n':
    types.RemoveFlagTagDocument,
  '\n  query FlagHistory($name: String!) {\n    featureEvents(featureName: $name) {\n      totalEvents\n      events {\n        id\n        createdAt\n        type\n        createdBy\n        environment\n        data\n        preData\n      }\n    }\n  }\n':
    types.FlagHistoryDocument,
  '\n  query Flag($projectId: String!, $name: String!) {\n    feature(projectId: $projectId, name: $name) {\n      name\n      description\n      type\n      project\n      stale\n      impressionData\n      createdAt\n      tags {\n        type\n        value\n      }\n      environments {\n        name\n        type\n        enabled\n      }\n      dependencies {\n        feature\n        enabled\n        variants\n      }\n      children\n    }\n  }\n':
    types.FlagDocument,
  '\n  fragment StrategyFields on FeatureStrategy {\n    id\n    name\n    title\n    disabled\n    sortOrder\n    parameters\n    constraints {\n      contextName\n      operator\n      inverted\n      caseInsensitive\n      values\n      value\n    }\n    variants {\n      name\n      weight\n      weightType\n      stickiness\n      payload {\n        type\n        value\n      }\n    }\n    segments\n  }\n':
    types.StrategyFieldsFragmentDoc,
  '\n  query Strategies($projectId: String!, $featureName: String!, $environment: String!) {\n    featureStrategies(projectId: $projectId, featureName: $featureName, environment: $environment) {\n      ...StrategyFields\n    }\n  }\n':
    types.StrategiesDocument,
  '\n  mutation AddRollout(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $input: FeatureStrategyInput!\n  ) {\n    addFeatureStrategy(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      input: $input\n    ) {\n      id\n    }\n  }\n':
    types.AddRolloutDocument,
  '\n  mutation RemoveStrategy($projectId: String!, $featureName: String!, $environment: String!, $id: String!) {\n    deleteFeatureStrategy(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      id: $id\n    )\n  }\n':
    types.RemoveStrategyDocument,
  '\n  mutation UpdateStrategy(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $id: String!\n    $input: UpdateFeatureStrategyInput!\n  ) {\n    updateFeatureStrategy(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      id: $id\n      input: $input\n    ) {\n      ...StrategyFields\n    }\n  }\n':
    types.UpdateStrategyDocument,
  '\n  mutation ReorderStrategies(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $order: [StrategySortOrderInput!]!\n  ) {\n    setStrategySortOrder(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      order: $order\n    ) {\n      id\n      sortOrder\n    }\n  }\n':
    types.ReorderStrategiesDocument,
  '\n  query PlaygroundOptions {\n    environments {\n      name\n    }\n  }\n':
    types.PlaygroundOptionsDocument,
  '\n  query FlagPlayground($input: PlaygroundInput!) {\n    playground(input: $input) {\n      name\n      projectId\n      isEnabled\n      hasUnsatisfiedDependency\n      variant {\n        name\n        enabled\n      }\n      strategies {\n        id\n        name\n        title\n        enabled\n        evaluationStatus\n      }\n    }\n  }\n':
    types.FlagPlaygroundDocument,
  '\n  query ProjectFlags($projectId: String!) {\n    project(id: $projectId) {\n      id\n      name\n      environments\n    }\n  }\n':
    types.ProjectFlagsDocument,
  '\n  query FlagPage($filter: FeatureSearchInput!) {\n    searchFeatures(filter: $filter) {\n      totalCount\n      hasNextPage\n      nodes {\n        name\n        description\n        type\n        stale\n        archived\n        favorite\n        environments {\n          name\n          enabled\n        }\n      }\n    }\n  }\n':
    types.FlagPageDocument,
  '\n  mutation CreateFlag($projectId: String!, $input: CreateFeatureInput!) {\n    createFeature(projectId: $projectId, input: $input) {\n      name\n    }\n  }\n':
    types.CreateFlagDocument,
  '\n  mutation FavoriteFlag($projectId: String!, $name: String!) {\n    favoriteFeature(projectId: $projectId, name: $name)\n  }\n':
    types.FavoriteFlagDocument,
  '\n  mutation UnfavoriteFlag($projectId: String!, $name: String!) {\n    unfavoriteFeature(projectId: $projectId, name: $name)\n  }\n':
    types.UnfavoriteFlagDocument,
  '\n  mutation ArchiveFlag($projectId: String!, $name: String!) {\n    archiveFeature(projectId: $projectId, name: $name) {\n      name\n      archived\n    }\n  }\n':
    types.ArchiveFlagDocument,
  '\n  query Projects {\n    projects {\n      id\n      name\n      description\n      featureCount\n      environments\n    }\n  }\n':
    types.ProjectsDocument,
  '\n  fragment StrategyParameterFields on StrategyParameter {\n    name\n    type\n    description\n    required\n  }\n':
    types.StrategyParameterFieldsFragmentDoc,
  '\n  query StrategyChoices {\n    strategyDefinitions {\n      name\n      displayName\n      deprecated\n      parameters {\n        ...StrategyParameterFields\n      }\n    }\n  }\n':
    types.StrategyChoicesDocument,
  '\n  query FlagMetrics($name: String!, $hours: Int!) {\n    featureMetrics(featureName: $name, hoursBack: $hours) {\n      applications\n      buckets {\n        timestamp\n        environment\n        appName\n        yes\n        no\n      }\n    }\n  }\n':
    types.FlagMetricsDocument,
  '\n  query InstanceInsights {\n    instanceInsights {\n      users {\n        total\n        active\n        inactive\n      }\n      flags {\n        total\n      }\n      userTrends {\n        date\n        total\n        active\n        inactive\n      }\n      flagTrends {\n        date\n        total\n        active\n        stale\n        potentiallyStale\n      }\n      projectFlagTrends {\n        week\n        project\n        health\n        timeToProduction\n      }\n      metricsSummaryTrends {\n        week\n        project\n        totalRequests\n      }\n      environmentTypeTrends {\n        week\n        environmentType\n        totalUpdates\n      }\n    }\n  }\n':
    types.InstanceInsightsDocument,
  '\n  fragment FavoriteFields on Feature {\n    name\n    favorite\n  }\n': types.FavoriteFieldsFragmentDoc,
  '\n  subscription LiveEvents($project: String) {\n    eventAdded(project: $project) {\n      id\n      type\n      featureName\n    }\n  }\n':
    types.LiveEventsDocument,
  '\n  query TransferOptions {\n    projects {\n      id\n      name\n    }\n    environments {\n      name\n    }\n  }\n':
    types.TransferOptionsDocument,
  '\n  mutation ExportFeatures($query: ExportQueryInput!) {\n    exportFeatures(query: $query)\n  }\n':
    types.ExportFeaturesDocument,
  '\n  query ValidateImport($document: Map!) {\n    validateImport(document: $document) {\n      errors {\n        message\n        affectedItems\n      }\n      warnings {\n        message\n        affectedItems\n      }\n      permissions {\n        message\n        affectedItems\n      }\n    }\n  }\n':
    types.ValidateImportDocument,
  '\n  mutation ImportFeatures($document: Map!) {\n    importFeatures(document: $document)\n  }\n':
    types.ImportFeaturesDocument,
  '\n  query ExportState {\n    exportState\n  }\n': types.ExportStateDocument,
  '\n  mutation ImportState($document: Map!, $drop: Boolean, $keep: Boolean) {\n    importState(document: $document, drop: $drop, keep: $keep)\n  }\n':
    types.ImportStateDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Me {\n    me {\n      id\n      name\n      email\n      username\n      rootRole {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Me {\n    me {\n      id\n      name\n      email\n      username\n      rootRole {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPersonalTokens {\n    personalTokens {\n      id\n      description\n      expiresAt\n      createdAt\n      seenAt\n    }\n  }\n',
): (typeof documents)['\n  query MyPersonalTokens {\n    personalTokens {\n      id\n      description\n      expiresAt\n      createdAt\n      seenAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateMyPersonalToken($input: PersonalTokenInput!) {\n    createPersonalToken(input: $input) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateMyPersonalToken($input: PersonalTokenInput!) {\n    createPersonalToken(input: $input) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteMyPersonalToken($id: Int!) {\n    deletePersonalToken(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteMyPersonalToken($id: Int!) {\n    deletePersonalToken(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangeMyPassword($input: ChangePasswordInput!) {\n    changeMyPassword(input: $input)\n  }\n',
): (typeof documents)['\n  mutation ChangeMyPassword($input: ChangePasswordInput!) {\n    changeMyPassword(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminApiTokens {\n    apiTokens {\n      id\n      tokenName\n      type\n      environment\n      projects\n      secret\n      expiresAt\n      createdAt\n      seenAt\n    }\n    projects {\n      id\n      name\n    }\n    environments {\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AdminApiTokens {\n    apiTokens {\n      id\n      tokenName\n      type\n      environment\n      projects\n      secret\n      expiresAt\n      createdAt\n      seenAt\n    }\n    projects {\n      id\n      name\n    }\n    environments {\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminCreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminCreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminChangeApiTokenExpiry($id: Int!, $expiresAt: Time!) {\n    updateApiTokenExpiryById(id: $id, expiresAt: $expiresAt) {\n      id\n      expiresAt\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminChangeApiTokenExpiry($id: Int!, $expiresAt: Time!) {\n    updateApiTokenExpiryById(id: $id, expiresAt: $expiresAt) {\n      id\n      expiresAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminRevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id)\n  }\n',
): (typeof documents)['\n  mutation AdminRevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminGroups {\n    groups {\n      id\n      name\n      description\n      mappingsSSO\n      rootRole\n      userCount\n      projects\n    }\n    rootRoles {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AdminGroups {\n    groups {\n      id\n      name\n      description\n      mappingsSSO\n      rootRole\n      userCount\n      projects\n    }\n    rootRoles {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminGroup($id: Int!) {\n    group(id: $id) {\n      id\n      name\n      description\n      mappingsSSO\n      rootRole\n      projects\n      users {\n        joinedAt\n        viaSSO\n        user {\n          id\n          name\n          email\n          username\n        }\n      }\n    }\n    users {\n      id\n      name\n      email\n      username\n    }\n    rootRoles {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AdminGroup($id: Int!) {\n    group(id: $id) {\n      id\n      name\n      description\n      mappingsSSO\n      rootRole\n      projects\n      users {\n        joinedAt\n        viaSSO\n        user {\n          id\n          name\n          email\n          username\n        }\n      }\n    }\n    users {\n      id\n      name\n      email\n      username\n    }\n    rootRoles {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminCreateGroup($input: GroupInput!) {\n    createGroup(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminCreateGroup($input: GroupInput!) {\n    createGroup(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminUpdateGroup($id: Int!, $input: GroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      id\n      name\n      description\n      mappingsSSO\n      rootRole\n      userCount\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminUpdateGroup($id: Int!, $input: GroupInput!) {\n    updateGroup(id: $id, input: $input) {\n      id\n      name\n      description\n      mappingsSSO\n      rootRole\n      userCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminDeleteGroup($id: Int!) {\n    deleteGroup(id: $id)\n  }\n',
): (typeof documents)['\n  mutation AdminDeleteGroup($id: Int!) {\n    deleteGroup(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminFrontendOrigins {\n    uiConfig {\n      frontendApiOrigins\n    }\n  }\n',
): (typeof documents)['\n  query AdminFrontendOrigins {\n    uiConfig {\n      frontendApiOrigins\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminSetFrontendOrigins($origins: [String!]!) {\n    setFrontendApiOrigins(frontendApiOrigins: $origins) {\n      frontendApiOrigins\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminSetFrontendOrigins($origins: [String!]!) {\n    setFrontendApiOrigins(frontendApiOrigins: $origins) {\n      frontendApiOrigins\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminAddons {\n    addons {\n      id\n      description\n      enabled\n      parameters {\n        url\n        secret\n      }\n      events\n      projects\n      environments\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query AdminAddons {\n    addons {\n      id\n      description\n      enabled\n      parameters {\n        url\n        secret\n      }\n      events\n      projects\n      environments\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminWebhookChoices {\n    eventTypes\n    projects {\n      id\n      name\n    }\n    environments {\n      name\n      enabled\n    }\n  }\n',
): (typeof documents)['\n  query AdminWebhookChoices {\n    eventTypes\n    projects {\n      id\n      name\n    }\n    environments {\n      name\n      enabled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminCreateAddon($input: AddonInput!) {\n    createAddon(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminCreateAddon($input: AddonInput!) {\n    createAddon(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminUpdateAddon($id: Int!, $input: AddonInput!) {\n    updateAddon(id: $id, input: $input) {\n      id\n      enabled\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminUpdateAddon($id: Int!, $input: AddonInput!) {\n    updateAddon(id: $id, input: $input) {\n      id\n      enabled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminDeleteAddon($id: Int!) {\n    deleteAddon(id: $id)\n  }\n',
): (typeof documents)['\n  mutation AdminDeleteAddon($id: Int!) {\n    deleteAddon(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminAddonDeliveries($id: Int!) {\n    addonDeliveries(id: $id, limit: 20) {\n      id\n      eventId\n      eventType\n      state\n      statusCode\n      error\n      attempts\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query AdminAddonDeliveries($id: Int!) {\n    addonDeliveries(id: $id, limit: 20) {\n      id\n      eventId\n      eventType\n      state\n      statusCode\n      error\n      attempts\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminInvites {\n    signupTokens {\n      id\n      name\n      enabled\n      expiresAt\n      createdAt\n      createdBy\n      role {\n        id\n        name\n      }\n      users {\n        id\n        name\n        email\n        username\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminInvites {\n    signupTokens {\n      id\n      name\n      enabled\n      expiresAt\n      createdAt\n      createdBy\n      role {\n        id\n        name\n      }\n      users {\n        id\n        name\n        email\n        username\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminCreateInvite($input: SignupTokenInput!) {\n    createSignupToken(input: $input) {\n      id\n      url\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminCreateInvite($input: SignupTokenInput!) {\n    createSignupToken(input: $input) {\n      id\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminSetInviteEnabled($id: Int!, $enabled: Boolean!) {\n    updateSignupTokenById(id: $id, input: { enabled: $enabled }) {\n      id\n      enabled\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminSetInviteEnabled($id: Int!, $enabled: Boolean!) {\n    updateSignupTokenById(id: $id, input: { enabled: $enabled }) {\n      id\n      enabled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InviteValid($secret: String!) {\n    inviteValid(secret: $secret)\n  }\n',
): (typeof documents)['\n  query InviteValid($secret: String!) {\n    inviteValid(secret: $secret)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Signup($secret: String!, $input: SignupInput!) {\n    signup(secret: $secret, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation Signup($secret: String!, $input: SignupInput!) {\n    signup(secret: $secret, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminAccessProjects {\n    projects {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AdminAccessProjects {\n    projects {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminProjectAccess($projectId: String!) {\n    projectAccess(projectId: $projectId) {\n      roles {\n        id\n        name\n        description\n      }\n      users {\n        user {\n          id\n          name\n          email\n          username\n        }\n        role {\n          id\n          name\n        }\n      }\n      groups {\n        group {\n          id\n          name\n        }\n        role {\n          id\n          name\n        }\n      }\n    }\n    users {\n      id\n      name\n      email\n      username\n    }\n    groups {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AdminProjectAccess($projectId: String!) {\n    projectAccess(projectId: $projectId) {\n      roles {\n        id\n        name\n        description\n      }\n      users {\n        user {\n          id\n          name\n          email\n          username\n        }\n        role {\n          id\n          name\n        }\n      }\n      groups {\n        group {\n          id\n          name\n        }\n        role {\n          id\n          name\n        }\n      }\n    }\n    users {\n      id\n      name\n      email\n      username\n    }\n    groups {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminAssignProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {\n    assignProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)\n  }\n',
): (typeof documents)['\n  mutation AdminAssignProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {\n    assignProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminRemoveProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {\n    removeProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)\n  }\n',
): (typeof documents)['\n  mutation AdminRemoveProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {\n    removeProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SignInOptions {\n    signInOptions {\n      sso\n      ssoPath\n      passwordHidden\n    }\n  }\n',
): (typeof documents)['\n  query SignInOptions {\n    signInOptions {\n      sso\n      ssoPath\n      passwordHidden\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminUsers {\n    users {\n      id\n      name\n      email\n      username\n      seenAt\n      createdAt\n      rootRole {\n        id\n        name\n      }\n    }\n    rootRoles {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AdminUsers {\n    users {\n      id\n      name\n      email\n      username\n      seenAt\n      createdAt\n      rootRole {\n        id\n        name\n      }\n    }\n    rootRoles {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    inviteUser(input: $input) {\n      user {\n        id\n      }\n      inviteLink\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    inviteUser(input: $input) {\n      user {\n        id\n      }\n      inviteLink\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminChangeRole($id: Int!, $role: RoleRef!) {\n    updateUser(id: $id, input: { rootRole: $role }) {\n      id\n      rootRole {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminChangeRole($id: Int!, $role: RoleRef!) {\n    updateUser(id: $id, input: { rootRole: $role }) {\n      id\n      rootRole {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminEditUser($id: Int!, $name: String, $email: String) {\n    updateUser(id: $id, input: { name: $name, email: $email }) {\n      id\n      name\n      email\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminEditUser($id: Int!, $name: String, $email: String) {\n    updateUser(id: $id, input: { name: $name, email: $email }) {\n      id\n      name\n      email\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminDeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n',
): (typeof documents)['\n  mutation AdminDeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPermissions($projectId: String) {\n    myRoles(projectId: $projectId) {\n      id\n      permissions\n    }\n  }\n',
): (typeof documents)['\n  query MyPermissions($projectId: String) {\n    myRoles(projectId: $projectId) {\n      id\n      permissions\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContextFields {\n    contextFields {\n      name\n      project\n      legalValues {\n        value\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ContextFields {\n    contextFields {\n      name\n      project\n      legalValues {\n        value\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContextFieldsList {\n    contextFields {\n      name\n      description\n      project\n      stickiness\n      sortOrder\n      usedInFeatures\n      usedInProjects\n      legalValues {\n        value\n        description\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ContextFieldsList {\n    contextFields {\n      name\n      description\n      project\n      stickiness\n      sortOrder\n      usedInFeatures\n      usedInProjects\n      legalValues {\n        value\n        description\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContextFieldUses($name: String!) {\n    contextFieldStrategies(name: $name) {\n      id\n      featureName\n      projectId\n      environment\n      strategyName\n    }\n  }\n',
): (typeof documents)['\n  query ContextFieldUses($name: String!) {\n    contextFieldStrategies(name: $name) {\n      id\n      featureName\n      projectId\n      environment\n      strategyName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateContextField($input: CreateContextFieldInput!) {\n    createContextField(input: $input) {\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateContextField($input: CreateContextFieldInput!) {\n    createContextField(input: $input) {\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateContextField($name: String!, $input: UpdateContextFieldInput!) {\n    updateContextField(name: $name, input: $input) {\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateContextField($name: String!, $input: UpdateContextFieldInput!) {\n    updateContextField(name: $name, input: $input) {\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteContextField($name: String!) {\n    deleteContextField(name: $name)\n  }\n',
): (typeof documents)['\n  mutation DeleteContextField($name: String!) {\n    deleteContextField(name: $name)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EnvironmentsAndProjects {\n    environments {\n      name\n      type\n      enabled\n      protected\n      sortOrder\n    }\n    projects {\n      id\n      name\n      environments\n    }\n  }\n',
): (typeof documents)['\n  query EnvironmentsAndProjects {\n    environments {\n      name\n      type\n      enabled\n      protected\n      sortOrder\n    }\n    projects {\n      id\n      name\n      environments\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateEnvironment($input: CreateEnvironmentInput!) {\n    createEnvironment(input: $input) {\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateEnvironment($input: CreateEnvironmentInput!) {\n    createEnvironment(input: $input) {\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetEnvironmentEnabled($name: String!, $enabled: Boolean!) {\n    setEnvironmentEnabled(name: $name, enabled: $enabled) {\n      name\n      enabled\n    }\n  }\n',
): (typeof documents)['\n  mutation SetEnvironmentEnabled($name: String!, $enabled: Boolean!) {\n    setEnvironmentEnabled(name: $name, enabled: $enabled) {\n      name\n      enabled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddProjectEnvironment($projectId: String!, $environment: String!) {\n    addProjectEnvironment(projectId: $projectId, environment: $environment) {\n      id\n      environments\n    }\n  }\n',
): (typeof documents)['\n  mutation AddProjectEnvironment($projectId: String!, $environment: String!) {\n    addProjectEnvironment(projectId: $projectId, environment: $environment) {\n      id\n      environments\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveProjectEnvironment($projectId: String!, $environment: String!) {\n    removeProjectEnvironment(projectId: $projectId, environment: $environment) {\n      id\n      environments\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveProjectEnvironment($projectId: String!, $environment: String!) {\n    removeProjectEnvironment(projectId: $projectId, environment: $environment) {\n      id\n      environments\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CatalogProjects {\n    projects {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query CatalogProjects {\n    projects {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StrategySegments {\n    segments {\n      id\n      name\n      project\n    }\n  }\n',
): (typeof documents)['\n  query StrategySegments {\n    segments {\n      id\n      name\n      project\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Segments {\n    segments {\n      id\n      name\n      description\n      project\n      usedInFeatures\n      usedInProjects\n      constraints {\n        contextName\n        operator\n        caseInsensitive\n        inverted\n        values\n        value\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Segments {\n    segments {\n      id\n      name\n      description\n      project\n      usedInFeatures\n      usedInProjects\n      constraints {\n        contextName\n        operator\n        caseInsensitive\n        inverted\n        values\n        value\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SegmentUses($id: Int!) {\n    segmentStrategies(id: $id) {\n      id\n      featureName\n      projectId\n      environment\n      strategyName\n    }\n  }\n',
): (typeof documents)['\n  query SegmentUses($id: Int!) {\n    segmentStrategies(id: $id) {\n      id\n      featureName\n      projectId\n      environment\n      strategyName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateSegment($input: SegmentInput!) {\n    createSegment(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateSegment($input: SegmentInput!) {\n    createSegment(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateSegment($id: Int!, $input: SegmentInput!) {\n    updateSegment(id: $id, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateSegment($id: Int!, $input: SegmentInput!) {\n    updateSegment(id: $id, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteSegment($id: Int!) {\n    deleteSegment(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteSegment($id: Int!) {\n    deleteSegment(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StrategyDefinitions {\n    strategyDefinitions {\n      name\n      displayName\n      description\n      editable\n      deprecated\n      parameters {\n        ...StrategyParameterFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StrategyDefinitions {\n    strategyDefinitions {\n      name\n      displayName\n      description\n      editable\n      deprecated\n      parameters {\n        ...StrategyParameterFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateStrategyDefinition($input: CreateStrategyDefinitionInput!) {\n    createStrategyDefinition(input: $input) {\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateStrategyDefinition($input: CreateStrategyDefinitionInput!) {\n    createStrategyDefinition(input: $input) {\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateStrategyDefinition($name: String!, $input: UpdateStrategyDefinitionInput!) {\n    updateStrategyDefinition(name: $name, input: $input) {\n      name\n      description\n      parameters {\n        ...StrategyParameterFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateStrategyDefinition($name: String!, $input: UpdateStrategyDefinitionInput!) {\n    updateStrategyDefinition(name: $name, input: $input) {\n      name\n      description\n      parameters {\n        ...StrategyParameterFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeprecateStrategy($name: String!) {\n    deprecateStrategyDefinition(name: $name) {\n      name\n      deprecated\n    }\n  }\n',
): (typeof documents)['\n  mutation DeprecateStrategy($name: String!) {\n    deprecateStrategyDefinition(name: $name) {\n      name\n      deprecated\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReactivateStrategy($name: String!) {\n    reactivateStrategyDefinition(name: $name) {\n      name\n      deprecated\n    }\n  }\n',
): (typeof documents)['\n  mutation ReactivateStrategy($name: String!) {\n    reactivateStrategyDefinition(name: $name) {\n      name\n      deprecated\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteStrategy($name: String!) {\n    deleteStrategyDefinition(name: $name)\n  }\n',
): (typeof documents)['\n  mutation DeleteStrategy($name: String!) {\n    deleteStrategyDefinition(name: $name)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TagTypesAndTags {\n    tagTypes {\n      name\n      description\n      icon\n    }\n    tags {\n      type\n      value\n    }\n  }\n',
): (typeof documents)['\n  query TagTypesAndTags {\n    tagTypes {\n      name\n      description\n      icon\n    }\n    tags {\n      type\n      value\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateTagType($input: CreateTagTypeInput!) {\n    createTagType(input: $input) {\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateTagType($input: CreateTagTypeInput!) {\n    createTagType(input: $input) {\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateTagType($name: String!, $input: UpdateTagTypeInput!) {\n    updateTagType(name: $name, input: $input) {\n      name\n      description\n      icon\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateTagType($name: String!, $input: UpdateTagTypeInput!) {\n    updateTagType(name: $name, input: $input) {\n      name\n      description\n      icon\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteTagType($name: String!) {\n    deleteTagType(name: $name)\n  }\n',
): (typeof documents)['\n  mutation DeleteTagType($name: String!) {\n    deleteTagType(name: $name)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      type\n      value\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      type\n      value\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteTag($type: String!, $value: String!) {\n    deleteTag(type: $type, value: $value)\n  }\n',
): (typeof documents)['\n  mutation DeleteTag($type: String!, $value: String!) {\n    deleteTag(type: $type, value: $value)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ChangeRequestFields on ChangeRequest {\n    id\n    title\n    state\n    environment\n    minApprovals\n    createdAt\n    createdBy {\n      id\n      username\n    }\n    features {\n      name\n      conflict\n      changes {\n        id\n        action\n        payload\n        conflict\n      }\n    }\n    approvals {\n      createdBy {\n        username\n      }\n    }\n    rejections {\n      createdBy {\n        username\n      }\n    }\n    comments {\n      id\n      text\n      createdBy {\n        username\n      }\n    }\n    schedule {\n      scheduledAt\n      status\n      failureReason\n    }\n  }\n',
): (typeof documents)['\n  fragment ChangeRequestFields on ChangeRequest {\n    id\n    title\n    state\n    environment\n    minApprovals\n    createdAt\n    createdBy {\n      id\n      username\n    }\n    features {\n      name\n      conflict\n      changes {\n        id\n        action\n        payload\n        conflict\n      }\n    }\n    approvals {\n      createdBy {\n        username\n      }\n    }\n    rejections {\n      createdBy {\n        username\n      }\n    }\n    comments {\n      id\n      text\n      createdBy {\n        username\n      }\n    }\n    schedule {\n      scheduledAt\n      status\n      failureReason\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChangeRequests($projectId: String!) {\n    changeRequests(projectId: $projectId, list: ALL) {\n      id\n      title\n      state\n      environment\n      createdBy {\n        username\n      }\n      features {\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ChangeRequests($projectId: String!) {\n    changeRequests(projectId: $projectId, list: ALL) {\n      id\n      title\n      state\n      environment\n      createdBy {\n        username\n      }\n      features {\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChangeRequest($projectId: String!, $id: Int!) {\n    changeRequest(projectId: $projectId, id: $id) {\n      ...ChangeRequestFields\n    }\n    me {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query ChangeRequest($projectId: String!, $id: Int!) {\n    changeRequest(projectId: $projectId, id: $id) {\n      ...ChangeRequestFields\n    }\n    me {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetChangeRequestState(\n    $projectId: String!\n    $id: Int!\n    $state: String!\n    $scheduledAt: Time\n    $comment: String\n  ) {\n    setChangeRequestState(\n      projectId: $projectId\n      id: $id\n      state: $state\n      scheduledAt: $scheduledAt\n      comment: $comment\n    ) {\n      ...ChangeRequestFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SetChangeRequestState(\n    $projectId: String!\n    $id: Int!\n    $state: String!\n    $scheduledAt: Time\n    $comment: String\n  ) {\n    setChangeRequestState(\n      projectId: $projectId\n      id: $id\n      state: $state\n      scheduledAt: $scheduledAt\n      comment: $comment\n    ) {\n      ...ChangeRequestFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddChangeRequestComment($projectId: String!, $id: Int!, $text: String!) {\n    addChangeRequestComment(projectId: $projectId, id: $id, text: $text) {\n      ...ChangeRequestFields\n    }\n  }\n',
): (typeof documents)['\n  mutation AddChangeRequestComment($projectId: String!, $id: Int!, $text: String!) {\n    addChangeRequestComment(projectId: $projectId, id: $id, text: $text) {\n      ...ChangeRequestFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetChangeRequestConfig(\n    $projectId: String!\n    $environment: String!\n    $enabled: Boolean!\n    $requiredApprovals: Int\n  ) {\n    setChangeRequestConfig(\n      projectId: $projectId\n      environment: $environment\n      enabled: $enabled\n      requiredApprovals: $requiredApprovals\n    ) {\n      environment\n      changeRequestEnabled\n      requiredApprovals\n    }\n  }\n',
): (typeof documents)['\n  mutation SetChangeRequestConfig(\n    $projectId: String!\n    $environment: String!\n    $enabled: Boolean!\n    $requiredApprovals: Int\n  ) {\n    setChangeRequestConfig(\n      projectId: $projectId\n      environment: $environment\n      enabled: $enabled\n      requiredApprovals: $requiredApprovals\n    ) {\n      environment\n      changeRequestEnabled\n      requiredApprovals\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FlagNow($projectId: String!, $name: String!, $environment: String!) {\n    feature(projectId: $projectId, name: $name) {\n      name\n      environments {\n        name\n        enabled\n      }\n    }\n    featureStrategies(projectId: $projectId, featureName: $name, environment: $environment) {\n      id\n      name\n      title\n      disabled\n      parameters\n    }\n  }\n',
): (typeof documents)['\n  query FlagNow($projectId: String!, $name: String!, $environment: String!) {\n    feature(projectId: $projectId, name: $name) {\n      name\n      environments {\n        name\n        enabled\n      }\n    }\n    featureStrategies(projectId: $projectId, featureName: $name, environment: $environment) {\n      id\n      name\n      title\n      disabled\n      parameters\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChangeRequestConfig($projectId: String!) {\n    changeRequestConfig(projectId: $projectId) {\n      environment\n      type\n      changeRequestEnabled\n      requiredApprovals\n    }\n  }\n',
): (typeof documents)['\n  query ChangeRequestConfig($projectId: String!) {\n    changeRequestConfig(projectId: $projectId) {\n      environment\n      type\n      changeRequestEnabled\n      requiredApprovals\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddChanges($projectId: String!, $environment: String!, $changes: [ChangeInput!]!) {\n    addChanges(projectId: $projectId, environment: $environment, changes: $changes) {\n      id\n      state\n    }\n  }\n',
): (typeof documents)['\n  mutation AddChanges($projectId: String!, $environment: String!, $changes: [ChangeInput!]!) {\n    addChanges(projectId: $projectId, environment: $environment, changes: $changes) {\n      id\n      state\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EventLog($filter: EventFilter, $first: Int, $after: String) {\n    events(filter: $filter, first: $first, after: $after) {\n      totalEvents\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          type\n          createdBy\n          project\n          featureName\n          environment\n          data\n          preData\n          tags {\n            type\n            value\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query EventLog($filter: EventFilter, $first: Int, $after: String) {\n    events(filter: $filter, first: $first, after: $after) {\n      totalEvents\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          type\n          createdBy\n          project\n          featureName\n          environment\n          data\n          preData\n          tags {\n            type\n            value\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription EventLogLive($project: String, $feature: String) {\n    eventAdded(project: $project, feature: $feature) {\n      id\n      createdAt\n      type\n      createdBy\n      project\n      featureName\n      environment\n      data\n      preData\n      tags {\n        type\n        value\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription EventLogLive($project: String, $feature: String) {\n    eventAdded(project: $project, feature: $feature) {\n      id\n      createdAt\n      type\n      createdBy\n      project\n      featureName\n      environment\n      data\n      preData\n      tags {\n        type\n        value\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EventLogOptions {\n    projects {\n      id\n      name\n    }\n    eventTypes\n  }\n',
): (typeof documents)['\n  query EventLogOptions {\n    projects {\n      id\n      name\n    }\n    eventTypes\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ArchivedFlags($projectId: String!) {\n    archivedFeatures(projectId: $projectId) {\n      name\n      type\n      archivedAt\n    }\n  }\n',
): (typeof documents)['\n  query ArchivedFlags($projectId: String!) {\n    archivedFeatures(projectId: $projectId) {\n      name\n      type\n      archivedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReviveFlag($name: String!) {\n    reviveFeature(name: $name) {\n      name\n      project\n      archived\n    }\n  }\n',
): (typeof documents)['\n  mutation ReviveFlag($name: String!) {\n    reviveFeature(name: $name) {\n      name\n      project\n      archived\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetFlagEnabled($projectId: String!, $name: String!, $environment: String!, $enabled: Boolean!) {\n    setFeatureEnvironmentEnabled(\n      projectId: $projectId\n      name: $name\n      environment: $environment\n      enabled: $enabled\n    ) {\n      name\n      environments {\n        name\n        enabled\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetFlagEnabled($projectId: String!, $name: String!, $environment: String!, $enabled: Boolean!) {\n    setFeatureEnvironmentEnabled(\n      projectId: $projectId\n      name: $name\n      environment: $environment\n      enabled: $enabled\n    ) {\n      name\n      environments {\n        name\n        enabled\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FeatureVariants($projectId: String!, $featureName: String!, $environment: String!) {\n    featureVariants(projectId: $projectId, featureName: $featureName, environment: $environment) {\n      name\n      weight\n      weightType\n      stickiness\n      payload {\n        type\n        value\n      }\n      overrides {\n        contextName\n        values\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FeatureVariants($projectId: String!, $featureName: String!, $environment: String!) {\n    featureVariants(projectId: $projectId, featureName: $featureName, environment: $environment) {\n      name\n      weight\n      weightType\n      stickiness\n      payload {\n        type\n        value\n      }\n      overrides {\n        contextName\n        values\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetFeatureVariants(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $variants: [VariantInput!]!\n  ) {\n    setFeatureVariants(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      variants: $variants\n    ) {\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation SetFeatureVariants(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $variants: [VariantInput!]!\n  ) {\n    setFeatureVariants(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      variants: $variants\n    ) {\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ParentSearch($filter: FeatureSearchInput!) {\n    searchFeatures(filter: $filter) {\n      totalCount\n      nodes {\n        name\n        dependencies {\n          feature\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ParentSearch($filter: FeatureSearchInput!) {\n    searchFeatures(filter: $filter) {\n      totalCount\n      nodes {\n        name\n        dependencies {\n          feature\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ParentVariants($projectId: String!, $name: String!) {\n    feature(projectId: $projectId, name: $name) {\n      name\n      environments {\n        name\n        variants {\n          name\n        }\n        strategies {\n          id\n          variants {\n            name\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ParentVariants($projectId: String!, $name: String!) {\n    feature(projectId: $projectId, name: $name) {\n      name\n      environments {\n        name\n        variants {\n          name\n        }\n        strategies {\n          id\n          variants {\n            name\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddDependency($projectId: String!, $child: String!, $input: DependencyInput!) {\n    addDependency(projectId: $projectId, child: $child, input: $input) {\n      feature\n      enabled\n      variants\n    }\n  }\n',
): (typeof documents)['\n  mutation AddDependency($projectId: String!, $child: String!, $input: DependencyInput!) {\n    addDependency(projectId: $projectId, child: $child, input: $input) {\n      feature\n      enabled\n      variants\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteDependency($projectId: String!, $child: String!, $parent: String!) {\n    deleteDependency(projectId: $projectId, child: $child, parent: $parent)\n  }\n',
): (typeof documents)['\n  mutation DeleteDependency($projectId: String!, $child: String!, $parent: String!) {\n    deleteDependency(projectId: $projectId, child: $child, parent: $parent)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateFlag($projectId: String!, $name: String!, $input: UpdateFeatureInput!) {\n    updateFeature(projectId: $projectId, name: $name, input: $input) {\n      name\n      description\n      stale\n      impressionData\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateFlag($projectId: String!, $name: String!, $input: UpdateFeatureInput!) {\n    updateFeature(projectId: $projectId, name: $name, input: $input) {\n      name\n      description\n      stale\n      impressionData\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddFlagTag($featureName: String!, $input: TagInput!) {\n    addFeatureTag(featureName: $featureName, input: $input) {\n      type\n      value\n    }\n  }\n',
): (typeof documents)['\n  mutation AddFlagTag($featureName: String!, $input: TagInput!) {\n    addFeatureTag(featureName: $featureName, input: $input) {\n      type\n      value\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveFlagTag($featureName: String!, $type: String!, $value: String!) {\n    removeFeatureTag(featureName: $featureName, type: $type, value: $value)\n  }\n',
): (typeof documents)['\n  mutation RemoveFlagTag($featureName: String!, $type: String!, $value: String!) {\n    removeFeatureTag(featureName: $featureName, type: $type, value: $value)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FlagHistory($name: String!) {\n    featureEvents(featureName: $name) {\n      totalEvents\n      events {\n        id\n        createdAt\n        type\n        createdBy\n        environment\n        data\n        preData\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FlagHistory($name: String!) {\n    featureEvents(featureName: $name) {\n      totalEvents\n      events {\n        id\n        createdAt\n        type\n        createdBy\n        environment\n        data\n        preData\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Flag($projectId: String!, $name: String!) {\n    feature(projectId: $projectId, name: $name) {\n      name\n      description\n      type\n      project\n      stale\n      impressionData\n      createdAt\n      tags {\n        type\n        value\n      }\n      environments {\n        name\n        type\n        enabled\n      }\n      dependencies {\n        feature\n        enabled\n        variants\n      }\n      children\n    }\n  }\n',
): (typeof documents)['\n  query Flag($projectId: String!, $name: String!) {\n    feature(projectId: $projectId, name: $name) {\n      name\n      description\n      type\n      project\n      stale\n      impressionData\n      createdAt\n      tags {\n        type\n        value\n      }\n      environments {\n        name\n        type\n        enabled\n      }\n      dependencies {\n        feature\n        enabled\n        variants\n      }\n      children\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StrategyFields on FeatureStrategy {\n    id\n    name\n    title\n    disabled\n    sortOrder\n    parameters\n    constraints {\n      contextName\n      operator\n      inverted\n      caseInsensitive\n      values\n      value\n    }\n    variants {\n      name\n      weight\n      weightType\n      stickiness\n      payload {\n        type\n        value\n      }\n    }\n    segments\n  }\n',
): (typeof documents)['\n  fragment StrategyFields on FeatureStrategy {\n    id\n    name\n    title\n    disabled\n    sortOrder\n    parameters\n    constraints {\n      contextName\n      operator\n      inverted\n      caseInsensitive\n      values\n      value\n    }\n    variants {\n      name\n      weight\n      weightType\n      stickiness\n      payload {\n        type\n        value\n      }\n    }\n    segments\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Strategies($projectId: String!, $featureName: String!, $environment: String!) {\n    featureStrategies(projectId: $projectId, featureName: $featureName, environment: $environment) {\n      ...StrategyFields\n    }\n  }\n',
): (typeof documents)['\n  query Strategies($projectId: String!, $featureName: String!, $environment: String!) {\n    featureStrategies(projectId: $projectId, featureName: $featureName, environment: $environment) {\n      ...StrategyFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddRollout(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $input: FeatureStrategyInput!\n  ) {\n    addFeatureStrategy(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      input: $input\n    ) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation AddRollout(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $input: FeatureStrategyInput!\n  ) {\n    addFeatureStrategy(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      input: $input\n    ) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveStrategy($projectId: String!, $featureName: String!, $environment: String!, $id: String!) {\n    deleteFeatureStrategy(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      id: $id\n    )\n  }\n',
): (typeof documents)['\n  mutation RemoveStrategy($projectId: String!, $featureName: String!, $environment: String!, $id: String!) {\n    deleteFeatureStrategy(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      id: $id\n    )\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateStrategy(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $id: String!\n    $input: UpdateFeatureStrategyInput!\n  ) {\n    updateFeatureStrategy(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      id: $id\n      input: $input\n    ) {\n      ...StrategyFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateStrategy(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $id: String!\n    $input: UpdateFeatureStrategyInput!\n  ) {\n    updateFeatureStrategy(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      id: $id\n      input: $input\n    ) {\n      ...StrategyFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReorderStrategies(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $order: [StrategySortOrderInput!]!\n  ) {\n    setStrategySortOrder(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      order: $order\n    ) {\n      id\n      sortOrder\n    }\n  }\n',
): (typeof documents)['\n  mutation ReorderStrategies(\n    $projectId: String!\n    $featureName: String!\n    $environment: String!\n    $order: [StrategySortOrderInput!]!\n  ) {\n    setStrategySortOrder(\n      projectId: $projectId\n      featureName: $featureName\n      environment: $environment\n      order: $order\n    ) {\n      id\n      sortOrder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PlaygroundOptions {\n    environments {\n      name\n    }\n  }\n',
): (typeof documents)['\n  query PlaygroundOptions {\n    environments {\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FlagPlayground($input: PlaygroundInput!) {\n    playground(input: $input) {\n      name\n      projectId\n      isEnabled\n      hasUnsatisfiedDependency\n      variant {\n        name\n        enabled\n      }\n      strategies {\n        id\n        name\n        title\n        enabled\n        evaluationStatus\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FlagPlayground($input: PlaygroundInput!) {\n    playground(input: $input) {\n      name\n      projectId\n      isEnabled\n      hasUnsatisfiedDependency\n      variant {\n        name\n        enabled\n      }\n      strategies {\n        id\n        name\n        title\n        enabled\n        evaluationStatus\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProjectFlags($projectId: String!) {\n    project(id: $projectId) {\n      id\n      name\n      environments\n    }\n  }\n',
): (typeof documents)['\n  query ProjectFlags($projectId: String!) {\n    project(id: $projectId) {\n      id\n      name\n      environments\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FlagPage($filter: FeatureSearchInput!) {\n    searchFeatures(filter: $filter) {\n      totalCount\n      hasNextPage\n      nodes {\n        name\n        description\n        type\n        stale\n        archived\n        favorite\n        environments {\n          name\n          enabled\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FlagPage($filter: FeatureSearchInput!) {\n    searchFeatures(filter: $filter) {\n      totalCount\n      hasNextPage\n      nodes {\n        name\n        description\n        type\n        stale\n        archived\n        favorite\n        environments {\n          name\n          enabled\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateFlag($projectId: String!, $input: CreateFeatureInput!) {\n    createFeature(projectId: $projectId, input: $input) {\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateFlag($projectId: String!, $input: CreateFeatureInput!) {\n    createFeature(projectId: $projectId, input: $input) {\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FavoriteFlag($projectId: String!, $name: String!) {\n    favoriteFeature(projectId: $projectId, name: $name)\n  }\n',
): (typeof documents)['\n  mutation FavoriteFlag($projectId: String!, $name: String!) {\n    favoriteFeature(projectId: $projectId, name: $name)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UnfavoriteFlag($projectId: String!, $name: String!) {\n    unfavoriteFeature(projectId: $projectId, name: $name)\n  }\n',
): (typeof documents)['\n  mutation UnfavoriteFlag($projectId: String!, $name: String!) {\n    unfavoriteFeature(projectId: $projectId, name: $name)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ArchiveFlag($projectId: String!, $name: String!) {\n    archiveFeature(projectId: $projectId, name: $name) {\n      name\n      archived\n    }\n  }\n',
): (typeof documents)['\n  mutation ArchiveFlag($projectId: String!, $name: String!) {\n    archiveFeature(projectId: $projectId, name: $name) {\n      name\n      archived\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Projects {\n    projects {\n      id\n      name\n      description\n      featureCount\n      environments\n    }\n  }\n',
): (typeof documents)['\n  query Projects {\n    projects {\n      id\n      name\n      description\n      featureCount\n      environments\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StrategyParameterFields on StrategyParameter {\n    name\n    type\n    description\n    required\n  }\n',
): (typeof documents)['\n  fragment StrategyParameterFields on StrategyParameter {\n    name\n    type\n    description\n    required\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StrategyChoices {\n    strategyDefinitions {\n      name\n      displayName\n      deprecated\n      parameters {\n        ...StrategyParameterFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StrategyChoices {\n    strategyDefinitions {\n      name\n      displayName\n      deprecated\n      parameters {\n        ...StrategyParameterFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FlagMetrics($name: String!, $hours: Int!) {\n    featureMetrics(featureName: $name, hoursBack: $hours) {\n      applications\n      buckets {\n        timestamp\n        environment\n        appName\n        yes\n        no\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FlagMetrics($name: String!, $hours: Int!) {\n    featureMetrics(featureName: $name, hoursBack: $hours) {\n      applications\n      buckets {\n        timestamp\n        environment\n        appName\n        yes\n        no\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InstanceInsights {\n    instanceInsights {\n      users {\n        total\n        active\n        inactive\n      }\n      flags {\n        total\n      }\n      userTrends {\n        date\n        total\n        active\n        inactive\n      }\n      flagTrends {\n        date\n        total\n        active\n        stale\n        potentiallyStale\n      }\n      projectFlagTrends {\n        week\n        project\n        health\n        timeToProduction\n      }\n      metricsSummaryTrends {\n        week\n        project\n        totalRequests\n      }\n      environmentTypeTrends {\n        week\n        environmentType\n        totalUpdates\n      }\n    }\n  }\n',
): (typeof documents)['\n  query InstanceInsights {\n    instanceInsights {\n      users {\n        total\n        active\n        inactive\n      }\n      flags {\n        total\n      }\n      userTrends {\n        date\n        total\n        active\n        inactive\n      }\n      flagTrends {\n        date\n        total\n        active\n        stale\n        potentiallyStale\n      }\n      projectFlagTrends {\n        week\n        project\n        health\n        timeToProduction\n      }\n      metricsSummaryTrends {\n        week\n        project\n        totalRequests\n      }\n      environmentTypeTrends {\n        week\n        environmentType\n        totalUpdates\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FavoriteFields on Feature {\n    name\n    favorite\n  }\n',
): (typeof documents)['\n  fragment FavoriteFields on Feature {\n    name\n    favorite\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription LiveEvents($project: String) {\n    eventAdded(project: $project) {\n      id\n      type\n      featureName\n    }\n  }\n',
): (typeof documents)['\n  subscription LiveEvents($project: String) {\n    eventAdded(project: $project) {\n      id\n      type\n      featureName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TransferOptions {\n    projects {\n      id\n      name\n    }\n    environments {\n      name\n    }\n  }\n',
): (typeof documents)['\n  query TransferOptions {\n    projects {\n      id\n      name\n    }\n    environments {\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExportFeatures($query: ExportQueryInput!) {\n    exportFeatures(query: $query)\n  }\n',
): (typeof documents)['\n  mutation ExportFeatures($query: ExportQueryInput!) {\n    exportFeatures(query: $query)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ValidateImport($document: Map!) {\n    validateImport(document: $document) {\n      errors {\n        message\n        affectedItems\n      }\n      warnings {\n        message\n        affectedItems\n      }\n      permissions {\n        message\n        affectedItems\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ValidateImport($document: Map!) {\n    validateImport(document: $document) {\n      errors {\n        message\n        affectedItems\n      }\n      warnings {\n        message\n        affectedItems\n      }\n      permissions {\n        message\n        affectedItems\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ImportFeatures($document: Map!) {\n    importFeatures(document: $document)\n  }\n',
): (typeof documents)['\n  mutation ImportFeatures($document: Map!) {\n    importFeatures(document: $document)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExportState {\n    exportState\n  }\n',
): (typeof documents)['\n  query ExportState {\n    exportState\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ImportState($document: Map!, $drop: Boolean, $keep: Boolean) {\n    importState(document: $document, drop: $drop, keep: $keep)\n  }\n',
): (typeof documents)['\n  mutation ImportState($document: Map!, $drop: Boolean, $keep: Boolean) {\n    importState(document: $document, drop: $drop, keep: $keep)\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
