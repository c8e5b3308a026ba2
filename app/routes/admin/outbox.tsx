// Placeholder: replaced by the page's owner.
export default function Placeholder() {
  return <h1>Outbox</h1>;
}
