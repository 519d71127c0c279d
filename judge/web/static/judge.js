// The page without this file works as plain forms and links; with it: search as you type on the
// home page, a what-if run in place, the topic filter, and every section opened for printing.
(function () {
  "use strict";

  function debounce(fn, ms) {
    var t = null;
    return function () {
      var args = arguments;
      clearTimeout(t);
      t = setTimeout(function () { fn.apply(null, args); }, ms);
    };
  }

  // Search as you type: after a short pause, the results part of the page is fetched and put in place.
  var form = document.querySelector("form.ask[data-live]");
  var results = document.getElementById("results");
  if (form && results && window.fetch) {
    var input = form.querySelector("input[name=q]");
    var asked = input.value.trim();
    var seq = 0;
    var run = debounce(function () {
      var q = input.value.trim();
      if (q === asked || q.length < 2) { return; }
      asked = q;
      var params = new URLSearchParams(new FormData(form));
      var mine = ++seq;
      results.setAttribute("aria-busy", "true");
      fetch("/?" + params.toString() + "&partial=1", { headers: { "Accept": "text/html" } })
        .then(function (r) {
          var lang = r.headers.get("Content-Language");
          if (mine === seq && lang && lang !== document.documentElement.lang) {
            location.assign("/?" + params.toString());  // asked in another language: the whole page follows it
          }
          return r.text();
        })
        .then(function (html) {
          if (mine !== seq) { return; }
          results.innerHTML = html;
          results.removeAttribute("aria-busy");
          history.replaceState(null, "", "/?" + params.toString());
          bindWhatIf(results);
        })
        .catch(function () { results.removeAttribute("aria-busy"); });
    }, 350);
    input.addEventListener("input", run);
  }

  // What-if: the form is posted in the background and the run put below it.
  function bindWhatIf(root) {
    root.querySelectorAll("form.whatif").forEach(function (f) {
      if (f.dataset.bound) { return; }
      f.dataset.bound = "1";
      f.addEventListener("submit", function (e) {
        if (!window.fetch) { return; }
        e.preventDefault();
        var out = f.parentNode.querySelector(".wi-out");
        var button = f.querySelector("button");
        button.disabled = true;
        fetch(f.action + "?partial=1", { method: "POST", body: new FormData(f) })
          .then(function (r) { return r.text(); })
          .then(function (html) { out.innerHTML = html; button.disabled = false; out.focus(); })
          .catch(function () { button.disabled = false; f.submit(); });
      });
    });
  }
  bindWhatIf(document);

  // The list of every ruling, filtered as you type.
  var filter = document.getElementById("filter");
  if (filter) {
    filter.addEventListener("input", function () {
      var q = filter.value.toLowerCase();
      document.querySelectorAll("ul.topics li").forEach(function (li) {
        li.hidden = q !== "" && li.dataset.text.toLowerCase().indexOf(q) < 0;
      });
    });
  }

  // Printing a ruling page: every folded section is printed open.
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details").forEach(function (d) { d.setAttribute("open", ""); });
  });
  document.querySelectorAll("button.print").forEach(function (b) {
    b.hidden = false;
    b.addEventListener("click", function () { window.print(); });
  });
})();
