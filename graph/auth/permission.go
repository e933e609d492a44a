package auth

// Permission names, as the reference's roles grant them.
const (
	Admin                    = "ADMIN"
	CreateProject            = "CREATE_PROJECT"
	UpdateProject            = "UPDATE_PROJECT"
	DeleteProject            = "DELETE_PROJECT"
	CreateFeature            = "CREATE_FEATURE"
	UpdateFeature            = "UPDATE_FEATURE"
	DeleteFeature            = "DELETE_FEATURE"
	UpdateFeatureEnvironment = "UPDATE_FEATURE_ENVIRONMENT"
	UpdateFeatureVariants    = "UPDATE_FEATURE_ENVIRONMENT_VARIANTS"
	UpdateFeatureDependency  = "UPDATE_FEATURE_DEPENDENCY"
	CreateStrategy           = "CREATE_STRATEGY"
	UpdateStrategy           = "UPDATE_STRATEGY"
	DeleteStrategy           = "DELETE_STRATEGY"
	CreateContextField       = "CREATE_CONTEXT_FIELD"
	UpdateContextField       = "UPDATE_CONTEXT_FIELD"
	DeleteContextField       = "DELETE_CONTEXT_FIELD"
	CreateTagType            = "CREATE_TAG_TYPE"
	UpdateTagType            = "UPDATE_TAG_TYPE"
	DeleteTagType            = "DELETE_TAG_TYPE"
	CreateSegment            = "CREATE_SEGMENT"
	UpdateSegment            = "UPDATE_SEGMENT"
	DeleteSegment            = "DELETE_SEGMENT"
	CreateEnvironment        = "CREATE_ENVIRONMENT"
	UpdateEnvironment        = "UPDATE_ENVIRONMENT"
	ImportFeatures           = "UPDATE_PROJECT_IMPORT"
	ReadProjectAPIToken      = "READ_PROJECT_API_TOKEN"
	CreateProjectAPIToken    = "CREATE_PROJECT_API_TOKEN"
	DeleteProjectAPIToken    = "DELETE_PROJECT_API_TOKEN"
	UpdateApplication        = "UPDATE_APPLICATION"
	// ApproveChangeRequest lets a reviewer approve or reject another's change request.
	ApproveChangeRequest = "APPROVE_CHANGE_REQUEST"
	// ApplyChangeRequest lets a caller apply or schedule an approved change request.
	ApplyChangeRequest = "APPLY_CHANGE_REQUEST"
)

// EditorPermissions is what the built-in Editor root role grants: everything on projects,
// features, strategies, tags, context, segments, imports and dependencies, but nothing on
// users, groups, invite links, API tokens or the legacy state.
var EditorPermissions = []string{
	CreateProject, UpdateProject, DeleteProject,
	CreateFeature, UpdateFeature, DeleteFeature,
	UpdateFeatureEnvironment, UpdateFeatureVariants, UpdateFeatureDependency,
	CreateStrategy, UpdateStrategy, DeleteStrategy,
	CreateContextField, UpdateContextField, DeleteContextField,
	CreateTagType, UpdateTagType, DeleteTagType,
	CreateSegment, UpdateSegment, DeleteSegment,
	ImportFeatures,
	UpdateApplication,
	ApproveChangeRequest, ApplyChangeRequest,
}

// OwnerPermissions is what the Owner project role grants inside its project.
var OwnerPermissions = []string{
	UpdateProject, DeleteProject, CreateFeature, UpdateFeature, DeleteFeature,
	UpdateFeatureEnvironment, UpdateFeatureVariants, UpdateFeatureDependency, ImportFeatures,
	ReadProjectAPIToken, CreateProjectAPIToken, DeleteProjectAPIToken,
	ApproveChangeRequest, ApplyChangeRequest,
}

// MemberPermissions is what the Member project role grants inside its project.
var MemberPermissions = []string{
	CreateFeature, UpdateFeature, DeleteFeature,
	UpdateFeatureEnvironment, UpdateFeatureVariants, UpdateFeatureDependency,
}
