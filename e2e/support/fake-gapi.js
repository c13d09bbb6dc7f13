// Stand-in for https://apis.google.com/js/api.js, which this offline machine (and CI) cannot reach.
// Firebase's signInWithPopup and the Auth Emulator's helper iframe only use gapi.iframes to pass
// messages between the app page and the emulator's iframe; this implements that subset over
// postMessage. Everything else in the Google sign-in journey is real: the SDK, the emulator's popup
// page, its account picker and its relay through the iframe.
(function () {
  'use strict';
  var TAG = '__e2eFakeGapi';
  var nextId = 1;
  var pending = {};
  var peers = [];

  function peerFor(win) {
    for (var i = 0; i < peers.length; i++) if (peers[i].win === win) return peers[i];
    var peer = { win: win, handlers: {}, queued: [] };
    peers.push(peer);
    return peer;
  }

  function request(win, type, data, callback) {
    var id = nextId++ + ':' + Math.random();
    if (callback) pending[id] = callback;
    var message = { type: type, data: data, id: id };
    message[TAG] = 'request';
    win.postMessage(message, '*');
  }

  function respond(win, id, result) {
    var message = { id: id, responses: [result] };
    message[TAG] = 'response';
    win.postMessage(message, '*');
  }

  function handle(peer, message) {
    var handler = peer.handlers[message.type];
    // Real gapi holds messages until a handler is registered; the emulator iframe sends its first
    // authEvent before the SDK registers for it.
    if (!handler) return void peer.queued.push(message);
    Promise.resolve(handler(message.data)).then(function (result) {
      respond(peer.win, message.id, result);
    });
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    if (message[TAG] === 'response') {
      var callback = pending[message.id];
      delete pending[message.id];
      if (callback) callback(message.responses);
      return;
    }
    if (message.type === '__ping') return void respond(event.source, message.id, true);
    handle(peerFor(event.source), message);
  });

  function iframeHandle(getWindow) {
    return {
      register: function (type, handler) {
        var peer = peerFor(getWindow());
        peer.handlers[type] = handler;
        var queued = peer.queued;
        peer.queued = [];
        queued.forEach(function (message) {
          handle(peer, message);
        });
      },
      send: function (type, data, callback) {
        request(getWindow(), type, data, callback);
      },
      restyle: function () {
        return Promise.resolve();
      },
      // Resolves once the other side runs this script (its document may still be loading).
      ping: function (callback) {
        return new Promise(function (resolve) {
          var answered = false;
          (function attempt() {
            if (answered) return;
            var win = getWindow();
            if (win) {
              request(win, '__ping', null, function () {
                if (answered) return;
                answered = true;
                if (callback) callback();
                resolve();
              });
            }
            setTimeout(attempt, 100);
          })();
        });
      },
    };
  }

  var context = {
    open: function (options, onOpened) {
      var element = document.createElement('iframe');
      var style = (options.attributes && options.attributes.style) || {};
      Object.keys(style).forEach(function (key) {
        element.style[key] = style[key];
      });
      element.src = options.url;
      options.where.appendChild(element);
      var iframe = iframeHandle(function () {
        return element.contentWindow;
      });
      return Promise.resolve(onOpened ? onOpened(iframe) : iframe).then(function (result) {
        return result || iframe;
      });
    },
    getParentIframe: function () {
      return iframeHandle(function () {
        return window.parent;
      });
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(function () {
        if (typeof options === 'function') options();
        else if (options && options.callback) options.callback();
      }, 0);
    },
    iframes: {
      Iframe: function () {},
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      getContext: function () {
        return context;
      },
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
