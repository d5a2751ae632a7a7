/**
 * The indicator table's copy button: every indicator as shown, defanged, one a line; said in the status line
 * beside it. Defanged on purpose: people paste the list into tickets, chats and mail, which make links of
 * addresses; a tool takes the values as they are from the CSV or the STIX bundle beside the table. */
export function wireIndicatorCopy(root: ParentNode = document) {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-copy-indicators]"))
    wireButton(button);
}

function wireButton(button: HTMLButtonElement) {
  const section = button.closest("section");
  const status = section?.querySelector("[data-copy-status]");
  button.addEventListener("click", async () => {
    const values = [...(section?.querySelectorAll("[data-indicator]") ?? [])].map(
      (cell) => cell.textContent ?? "",
    );
    try {
      await navigator.clipboard.writeText(`${values.join("\n")}\n`);
      if (status) status.textContent = `Copied ${values.length} indicators, defanged, one a line.`;
    } catch {
      if (status)
        status.textContent =
          "Your browser did not allow copying: select the table and copy it, or download the CSV below.";
    }
  });
}

wireIndicatorCopy();
