export default function Page() {
  return <main id="main">cancellation-refund</main>;
}
