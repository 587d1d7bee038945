// Steps a replay with the keyboard: ← and → for the previous and next step, Home and End for the
// first and last. The links do the same without this script.
document.addEventListener("keydown", (e) => {
  if (e.altKey || e.ctrlKey || e.metaKey || e.target.closest("input, select, textarea")) return;
  const rel = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[e.key];
  const link = rel && document.querySelector(`a[data-key="${rel}"]`);
  if (link) { e.preventDefault(); window.location.href = link.href; }
});
