/**
 * The shell loads every stateful shared module (a strict singleton) before it registers any
 * remote. The federation runtime gives a singleton that nobody has loaded yet to the highest
 * version offered: a remote built against a newer major would otherwise win a module the shell
 * loads late (the selected-app store, formik), and the shell and every other remote would then be
 * refused. Loaded first, the shell's copy is the one each remote gets, or is refused by with a
 * clear message. React, react-dom, the router, styled-components and the session store are
 * already loaded by the shell's first render; e2e/federation.e2e.ts checks every stateful module
 * is the shell's, loaded, on the first page.
 */
export async function claimStatefulModules(): Promise<void> {
  await Promise.all([
    import('@times/shared-sdk/state'),
    import('@times/shared-sdk/app/state'),
    // The exports the shell names keep the shared copy's tree-shaking (see webpack/sharedModules.cjs).
    import(/* webpackExports: ["Formik"] */ 'formik'),
    import('zustand'),
  ]);
}
