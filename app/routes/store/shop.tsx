export default function Page() {
  return <main id="main">shop</main>;
}
