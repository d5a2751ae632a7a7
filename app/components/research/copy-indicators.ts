/** The indicator table's copy button: every indicator as shown (defanged), one a line; said in the status line beside it. */
for (const button of document.querySelectorAll<HTMLButtonElement>("[data-copy-indicators]")) {
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
