/**
 * The stand-in of PayPal's JS SDK, served at /__paypal/sdk/js. It implements what
 * @paypal/react-paypal-js uses: `paypal.Buttons(props)` → `{ isEligible, render, close }`.
 * Its button is a real <button> named "Pay with PayPal (test)"; pressing it creates the order
 * through the page's `createOrder`, then opens a dialog where the tester approves, declines the
 * card (the next capture fails with INSTRUMENT_DECLINED, as PayPal reports a declined card), or
 * cancels. Given `createSubscription` (loaded with intent=subscription&vault=true), its button is
 * "Subscribe with PayPal (test)": the page's createSubscription makes the subscription (its
 * `actions.subscription.create({ plan_id })` asks the stand-in), the dialog approves it ("Approve
 * payment") or cancels, and onApprove gets `{ subscriptionID }`. Plain ES2017, no dependencies; the stand-in's REST endpoints are found next to the
 * script's own URL, whatever query parameters (client-id, currency, intent…) it was loaded with.
 */
export const SDK_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var src = script && script.src ? script.src : location.origin + '/__paypal/sdk/js';
  var base = src.split('?')[0].replace(/\/sdk\/js$/, '');
  var namespace = (script && script.getAttribute('data-namespace')) || 'paypal';
  var STYLE_ID = 'paypal-stand-in-style';

  function injectStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = [
      '.pp-standin-button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:0 20px;border:0;border-radius:999px;background:#ffc439;color:#111;font:600 16px/1.2 system-ui,sans-serif;cursor:pointer}',
      '.pp-standin-button:hover{filter:brightness(.95)}',
      '.pp-standin-button:focus-visible,.pp-standin-dialog button:focus-visible{outline:3px solid #0070e0;outline-offset:3px}',
      '.pp-standin-button[disabled],.pp-standin-button[aria-disabled=true]{opacity:.6;cursor:not-allowed}',
      '.pp-standin-dialog{box-sizing:border-box;width:min(92vw,420px);padding:24px;border:0;border-radius:16px;background:#fff;color:#111;font:15px/1.5 system-ui,sans-serif;box-shadow:0 24px 64px rgba(0,0,0,.35)}',
      '.pp-standin-dialog::backdrop{background:rgba(5,8,20,.6)}',
      '.pp-standin-dialog h2{margin:0 0 8px;font-size:20px;line-height:1.3}',
      '.pp-standin-dialog p{margin:0 0 12px}',
      '.pp-standin-dialog .pp-standin-declined{padding:10px 12px;border-radius:10px;background:#fde8e8;color:#8a1c1c;font-weight:600}',
      '.pp-standin-actions{display:grid;gap:10px;margin-top:16px}',
      '.pp-standin-actions button{min-height:44px;border-radius:999px;font:600 15px/1.2 system-ui,sans-serif;cursor:pointer;border:2px solid #003087}',
      '.pp-standin-approve{background:#003087;color:#fff}',
      '.pp-standin-decline{background:#fff;color:#8a1c1c;border-color:#8a1c1c !important}',
      '.pp-standin-cancel{background:#fff;color:#003087}'
    ].join('\n');
    document.head.appendChild(style);
  }

  function post(path, body) {
    return fetch(base + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body || {})
    }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) {
          var detail = body && body.details && body.details[0];
          throw new Error((detail && detail.issue) || (body && body.name) || ('HTTP ' + response.status));
        }
        return body;
      });
    });
  }

  function describeAmount(orderID) {
    return fetch(base + '/sdk/orders/' + encodeURIComponent(orderID))
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (order) {
        var amount = order && order.amount;
        return amount ? amount.value + ' ' + amount.currency_code : null;
      })
      .catch(function () { return null; });
  }

  function Buttons(props) {
    props = props || {};
    var container = null;
    var root = null;
    var button = null;
    var dialog = null;
    var enabled = true;
    var busy = false;
    var closed = false;
    var currentOrderID = null;
    // A subscribe button (createSubscription given) instead of a pay button.
    var subscribing = typeof props.createSubscription === 'function';
    // How the last dialog ended: after a declined card, PayPal's restart says why it is back.
    var lastOutcome = null;

    function report(error) {
      if (typeof props.onError === 'function') props.onError(error instanceof Error ? error : new Error(String(error)));
      else console.error(error);
    }

    // While busy the button stays focusable (aria-disabled, clicks ignored) so focus is not lost.
    function sync() {
      if (!button) return;
      button.disabled = !enabled;
      button.setAttribute('aria-disabled', busy ? 'true' : 'false');
      button.setAttribute('aria-busy', busy ? 'true' : 'false');
    }

    function closeDialog() {
      if (!dialog) return;
      var d = dialog;
      dialog = null;
      if (typeof d.close === 'function' && d.open) d.close();
      if (d.parentNode) d.parentNode.removeChild(d);
      if (button && document.contains(button)) button.focus();
    }

    var approveActions = {
      restart: function () { openDialog(currentOrderID, lastOutcome === 'decline'); return Promise.resolve(); },
      redirect: function () {},
      order: {
        get: function () { return fetch(base + '/sdk/orders/' + currentOrderID).then(function (r) { return r.json(); }); }
      }
    };

    function settleSubscription(kind) {
      var subscriptionID = currentOrderID;
      closeDialog();
      if (kind === 'cancel') {
        post('/sdk/subscriptions/' + encodeURIComponent(subscriptionID) + '/cancel').catch(function () {});
        if (typeof props.onCancel === 'function') props.onCancel({ subscriptionID: subscriptionID });
        return;
      }
      busy = true;
      sync();
      post('/sdk/subscriptions/' + encodeURIComponent(subscriptionID) + '/approve')
        .then(function () {
          if (typeof props.onApprove !== 'function') return undefined;
          return props.onApprove({
            orderID: subscriptionID,
            subscriptionID: subscriptionID,
            facilitatorAccessToken: 'stand-in',
            paymentSource: 'paypal'
          }, approveActions);
        })
        .catch(report)
        .then(function () { busy = false; sync(); });
    }

    function settle(kind) {
      if (subscribing) { settleSubscription(kind); return; }
      var orderID = currentOrderID;
      lastOutcome = kind;
      closeDialog();
      if (kind === 'cancel') {
        post('/sdk/orders/' + encodeURIComponent(orderID) + '/cancel').catch(function () {});
        if (typeof props.onCancel === 'function') props.onCancel({ orderID: orderID });
        return;
      }
      busy = true;
      sync();
      post('/sdk/orders/' + encodeURIComponent(orderID) + '/' + kind)
        .then(function (answer) {
          if (typeof props.onApprove !== 'function') return undefined;
          return props.onApprove({
            orderID: orderID,
            payerID: answer.payerID,
            paymentID: null,
            facilitatorAccessToken: 'stand-in',
            paymentSource: 'paypal'
          }, approveActions);
        })
        .catch(report)
        .then(function () { busy = false; sync(); });
    }

    function openDialog(orderID, afterDecline) {
      closeDialog();
      if (closed) return;
      injectStyle();
      var id = 'pp-standin-title-' + orderID;
      dialog = document.createElement('dialog');
      dialog.className = 'pp-standin-dialog';
      dialog.setAttribute('aria-labelledby', id);
      var title = document.createElement('h2');
      title.id = id;
      title.textContent = 'PayPal test checkout';
      var note = document.createElement('p');
      note.textContent = 'Local stand-in of PayPal: no real money moves.';
      var order = document.createElement('p');
      order.textContent = (subscribing ? 'Subscription ' : 'Order ') + orderID;
      if (!subscribing) {
        describeAmount(orderID).then(function (amount) {
          if (amount) order.textContent = 'Order ' + orderID + ' · ' + amount;
        });
      }
      // Like PayPal's own window after a declined card: it opens again and says why, so the
      // payer is not left wondering what happened (the page's message lies behind the backdrop).
      var declined = null;
      if (afterDecline) {
        declined = document.createElement('p');
        declined.className = 'pp-standin-declined';
        declined.setAttribute('role', 'alert');
        declined.textContent = 'The card was declined. Try another card, or cancel.';
      }
      var actions = document.createElement('div');
      actions.className = 'pp-standin-actions';
      [
        ['Approve payment', 'pp-standin-approve', function () { settle('approve'); }],
        ['Decline card', 'pp-standin-decline', function () { settle('decline'); }],
        ['Cancel', 'pp-standin-cancel', function () { settle('cancel'); }]
      ].filter(function (spec) { return !subscribing || spec[0] !== 'Decline card'; }).forEach(function (spec) {
        var action = document.createElement('button');
        action.type = 'button';
        action.className = spec[1];
        action.textContent = spec[0];
        action.addEventListener('click', spec[2]);
        actions.appendChild(action);
      });
      dialog.appendChild(title);
      if (declined) dialog.appendChild(declined);
      dialog.appendChild(note);
      dialog.appendChild(order);
      dialog.appendChild(actions);
      // Escape closes a modal dialog: that is the payer cancelling.
      dialog.addEventListener('cancel', function (event) { event.preventDefault(); settle('cancel'); });
      document.body.appendChild(dialog);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else { dialog.setAttribute('open', ''); dialog.setAttribute('role', 'dialog'); dialog.setAttribute('aria-modal', 'true'); }
      actions.firstChild.focus();
    }

    function start() {
      if (busy || !enabled) return;
      var proceed = Promise.resolve(true);
      if (typeof props.onClick === 'function') {
        proceed = new Promise(function (resolve) {
          var answer = props.onClick({ fundingSource: 'paypal' }, {
            resolve: function () { resolve(true); return Promise.resolve(); },
            reject: function () { resolve(false); return Promise.resolve(); }
          });
          if (answer === false) resolve(false);
          else if (answer && typeof answer.then === 'function') answer.then(function (ok) { resolve(ok !== false); }, function () { resolve(false); });
          else resolve(true);
        });
      }
      busy = true;
      sync();
      proceed
        .then(function (ok) {
          if (!ok) return null;
          if (subscribing) {
            var subscriptionActions = {
              subscription: {
                create: function (body) {
                  return post('/sdk/subscriptions', body).then(function (created) { return created.id; });
                }
              }
            };
            return Promise.resolve(props.createSubscription({ paymentSource: 'paypal' }, subscriptionActions)).then(function (id) {
              if (typeof id !== 'string' || id === '') throw new Error('Expected a subscription id to be passed');
              return id;
            });
          }
          if (typeof props.createOrder !== 'function') throw new Error('createOrder is required');
          return Promise.resolve(props.createOrder({ paymentSource: 'paypal' }, {})).then(function (orderID) {
            if (typeof orderID !== 'string' || orderID === '') throw new Error('Expected an order id to be passed');
            return orderID;
          });
        })
        .then(function (orderID) {
          busy = false;
          sync();
          if (orderID) { currentOrderID = orderID; openDialog(orderID, false); }
        }, function (error) {
          busy = false;
          sync();
          report(error);
        });
    }

    return {
      isEligible: function () { return true; },
      render: function (target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) return Promise.reject(new Error('Document is ready and element ' + target + ' does not exist'));
        injectStyle();
        root = document.createElement('div');
        root.className = 'pp-standin';
        button = document.createElement('button');
        button.type = 'button';
        button.className = 'pp-standin-button';
        button.textContent = subscribing ? 'Subscribe with PayPal (test)' : 'Pay with PayPal (test)';
        button.addEventListener('click', start);
        // The button's name says "(test)"; the page's own banner explains test mode, once.
        root.appendChild(button);
        container.appendChild(root);
        sync();
        if (typeof props.onInit === 'function') {
          props.onInit({}, {
            enable: function () { enabled = true; sync(); return Promise.resolve(); },
            disable: function () { enabled = false; sync(); return Promise.resolve(); }
          });
        }
        return Promise.resolve();
      },
      updateProps: function (next) { Object.assign(props, next || {}); return Promise.resolve(); },
      close: function () {
        closed = true;
        closeDialog();
        if (root && root.parentNode) root.parentNode.removeChild(root);
        root = null;
        button = null;
        return Promise.resolve();
      }
    };
  }

  window[namespace] = {
    version: '5.0.0-stand-in',
    FUNDING: { PAYPAL: 'paypal', CARD: 'card' },
    Buttons: Buttons,
    getFundingSources: function () { return ['paypal']; },
    isFundingEligible: function () { return true; }
  };
})();
`;
