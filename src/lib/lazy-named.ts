import * as React from 'react'

type ComponentIn<Module, Name extends keyof Module> =
  Module[Name] extends React.ComponentType<infer Props> ? React.ComponentType<Props> : never

/**
 * `React.lazy` for a module's named export: the component's code becomes its own chunk, loaded the first time it
 * renders (the server renders it in place; hydration waits for the chunk inside the nearest Suspense boundary).
 */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): React.LazyExoticComponent<ComponentIn<Module, Name>> {
  return React.lazy(async () => ({ default: (await load())[name] as ComponentIn<Module, Name> }))
}
