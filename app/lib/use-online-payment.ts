import { useRouteLoaderData } from "react-router";

/**
 * Whether the shop takes online payments (a payment gateway is set up): the root loader says so, from the
 * same setting the server uses, so checkout and the policy pages never promise a method that is not there.
 */
export function useOnlinePayment(): boolean {
  const root = useRouteLoaderData<() => { onlinePayment: boolean }>("root");
  return root?.onlinePayment === true;
}
