// Placeholder: replaced by the resource's owner.
export function loader() {
  return new Response("Not found", { status: 404 });
}
