export function meta() {
  return [{ title: "Financial Acumen Training for Non-Finance Leaders | Acumen Leadership Group" }];
}

export default function Home() {
  return (
    <main id="main">
      <h1>Financial fluency for leaders who aren't in finance</h1>
    </main>
  );
}
