// ES5 on purpose: only Internet Explorer (which ignores type="module") runs this file.
(() => {
  var ua = window.navigator.userAgent;
  if (ua.indexOf("MSIE ") === -1 && ua.indexOf("Trident/") === -1) return;
  if (window.location.pathname !== "/ieNotSupported") {
    window.location.replace("/ieNotSupported");
    return;
  }
  window.onload = () => {
    var root = document.getElementById("root");
    if (root) {
      root.innerHTML =
        '<div style="font-family:Arial,sans-serif;max-width:480px;margin:80px auto;padding:24px;text-align:center">' +
        "<h1>Coursewright</h1><p>Internet Explorer is not supported. Please open this page in Microsoft Edge, " +
        "Chrome, Firefox or Safari.</p></div>";
    }
  };
})();
