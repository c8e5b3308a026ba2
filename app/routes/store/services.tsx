export default function Page() {
  return <main id="main">services</main>;
}
