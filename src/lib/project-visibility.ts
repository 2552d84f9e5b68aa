export const PROJECT_VISIBILITIES = ['public', 'private'] as const
export type ProjectVisibility = (typeof PROJECT_VISIBILITIES)[number]
