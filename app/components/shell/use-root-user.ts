import { useRouteLoaderData } from "react-router";

type RootUser = { name: string; isAdmin: boolean } | null;

/** The signed-in user as the root loader describes it (name and whether an admin), or null. */
export function useRootUser(): RootUser {
  const data = useRouteLoaderData<{ user: RootUser }>("root");
  return data?.user ?? null;
}
