export default function Page() {
  return <main id="main">book-service-redirect</main>;
}
